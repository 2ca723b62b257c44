import type { RecordedEvent } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { applyBatch } from './apply-batch.js';
import { CheckpointMovedError, ensureCheckpoint, readCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

jest.setTimeout(60_000);

const event = (position: number, type: string): RecordedEvent => ({
  eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  type,
  streamId: 's-1',
  revision: position - 1,
  position: BigInt(position),
  data: {},
  recordedAt: '2026-11-22T10:00:00.000Z',
  metadata: {
    actorId: 'u1',
    organizationId: null,
    correlationId: 'c1',
    causationId: null,
    occurredAt: '2026-11-22T10:00:00.000Z',
    source: { channel: 'test' },
  },
});

describe('applyBatch with declared event types', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('moves the checkpoint without applying a batch of other types, and applies a batch holding one', async () => {
    const applied: bigint[][] = [];
    const projection: Projection = {
      name: 'typed',
      tables: [],
      eventTypes: ['Wanted'],
      async apply(_tx, events) {
        applied.push(events.map((e) => e.position));
      },
    };
    await ensureCheckpoint(t.db, projection.name);
    expect(await applyBatch(t.db, projection, 0n, [event(1, 'Other'), event(2, 'Other')])).toBe(2n);
    expect(applied).toEqual([]);
    expect(await readCheckpoint(t.db, projection.name)).toBe(2n);

    expect(await applyBatch(t.db, projection, 2n, [event(3, 'Other'), event(4, 'Wanted')])).toBe(4n);
    expect(applied).toEqual([[3n, 4n]]);

    // A stale checkpoint is refused on both paths, and nothing moves.
    await expect(applyBatch(t.db, projection, 2n, [event(5, 'Other')])).rejects.toThrow(CheckpointMovedError);
    await expect(applyBatch(t.db, projection, 2n, [event(5, 'Wanted')])).rejects.toThrow(
      CheckpointMovedError,
    );
    expect(applied).toHaveLength(1);
    expect(await readCheckpoint(t.db, projection.name)).toBe(4n);
  });

  it('moves the checkpoints of several runners’ skipped batches of one turn in one statement, each checked', async () => {
    const typed = (name: string): Projection => ({
      name,
      tables: [],
      eventTypes: ['Wanted'],
      async apply() {
        throw new Error('nothing of these batches is applied');
      },
    });
    const [a, b, c] = [typed('skip-a'), typed('skip-b'), typed('skip-c')];
    for (const projection of [a, b, c]) await ensureCheckpoint(t.db, projection.name);
    const statements: string[] = [];
    const counted = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver);
        return (sql: string, params?: unknown[]) => {
          statements.push(sql);
          return target.query(sql, params);
        };
      },
    });
    const batch = [event(1, 'Other'), event(2, 'Other')];
    // c believes its checkpoint is at 1: its move alone is refused.
    const outcomes = await Promise.allSettled([
      applyBatch(counted, a, 0n, batch),
      applyBatch(counted, b, 0n, batch),
      applyBatch(counted, c, 1n, batch.slice(1)),
    ]);
    expect(statements).toHaveLength(1);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(CheckpointMovedError);
    expect(await readCheckpoint(t.db, 'skip-a')).toBe(2n);
    expect(await readCheckpoint(t.db, 'skip-b')).toBe(2n);
    expect(await readCheckpoint(t.db, 'skip-c')).toBe(0n);
  });
});
