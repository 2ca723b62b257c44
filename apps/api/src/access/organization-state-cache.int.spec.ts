import { randomUUID } from 'node:crypto';
import { organizationStreamId } from '@ghg/domain';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { OrganizationStateCache } from './organization-state-cache.js';

const metadata = {
  actorId: 'staff-1',
  organizationId: 'org',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-22T09:00:00.000Z',
  source: { channel: 'test' },
};
const event = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata });
const registered = (organizationId: string) =>
  event('OrganizationRegistered', { organizationId, name: 'Acme', country: 'PL', demo: false });
const periodBlocked = (organizationId: string, period: string) =>
  event('PeriodBlocked', { organizationId, period, changes: [] });

/** The real store, noting which revision each readStream started from. */
function recording(store: EventStore): { store: EventStore; reads: number[] } {
  const reads: number[] = [];
  return {
    reads,
    store: {
      ...store,
      readStream: (streamId, options) => {
        reads.push(options?.fromRevision ?? 0);
        return store.readStream(streamId, options);
      },
    },
  };
}

describe('OrganizationStateCache', () => {
  let t: TestDb;
  let store: EventStore;
  beforeEach(async () => {
    t = await openTestDb();
    store = createPostgresEventStore(t.db);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('reads the whole stream once, then only from the last folded event, and sees every later append', async () => {
    const organizationId = randomUUID();
    const stream = organizationStreamId(organizationId);
    await store.append(
      stream,
      [registered(organizationId), periodBlocked(organizationId, '2025-01')],
      'no_stream',
    );
    const { store: watched, reads } = recording(store);
    const cache = new OrganizationStateCache(watched);

    expect([...(await cache.stateOf(organizationId)).blockedPeriods]).toEqual(['2025-01']);
    expect((await cache.stateOf(organizationId)).registered).toBe(true);
    // Another process (another store object) appends: the next call sees it.
    await createPostgresEventStore(t.db).append(stream, [periodBlocked(organizationId, '2025-02')], 1);
    expect([...(await cache.stateOf(organizationId)).blockedPeriods]).toEqual(['2025-01', '2025-02']);
    await store.append(stream, [event('OrganizationBlocked', { organizationId, changes: [] })], 2);
    expect((await cache.stateOf(organizationId)).blocked).toBe(true);
    expect(await cache.stateOf(organizationId)).toBe(await cache.stateOf(organizationId));

    expect(reads).toEqual([0, 1, 1, 2, 3, 3]);
  });

  it('reads the stream again from the start when the last folded event is no longer there', async () => {
    const organizationId = randomUUID();
    const stream = organizationStreamId(organizationId);
    await store.append(
      stream,
      [registered(organizationId), periodBlocked(organizationId, '2025-01')],
      'no_stream',
    );
    const cache = new OrganizationStateCache(store);
    expect((await cache.stateOf(organizationId)).blockedPeriods.size).toBe(1);

    // The log emptied under a running process (a test database reset), then a different history written.
    await t.db.query('DELETE FROM events WHERE stream_id = $1', [stream]);
    await store.append(stream, [registered(organizationId)], 'no_stream');
    await store.append(stream, [periodBlocked(organizationId, '2024-12')], 0);
    expect([...(await cache.stateOf(organizationId)).blockedPeriods]).toEqual(['2024-12']);

    await t.db.query('DELETE FROM events WHERE stream_id = $1', [stream]);
    expect((await cache.stateOf(organizationId)).registered).toBe(false);
  });

  it('keeps at most its capacity of organizations, dropping the least recently used', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      await store.append(
        organizationStreamId(id),
        [registered(id), periodBlocked(id, '2025-01')],
        'no_stream',
      );
    }
    const { store: watched, reads } = recording(store);
    const cache = new OrganizationStateCache(watched, 2);
    await cache.stateOf(ids[0]!);
    await cache.stateOf(ids[1]!);
    await cache.stateOf(ids[0]!); // ids[1] is now the least recently used
    await cache.stateOf(ids[2]!);
    reads.length = 0;
    await cache.stateOf(ids[0]!);
    await cache.stateOf(ids[1]!);
    // ids[0] kept (read from its last revision, 1), ids[1] dropped (read from the start).
    expect(reads).toEqual([1, 0]);
  });
});
