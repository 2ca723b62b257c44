import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { appendCountedEvents, countedEvent, expectedAmount } from '../testing/counted-events.js';
import { memoryLogger } from '../testing/memory-logger.js';
import { snapshotTables } from '../testing/read-model-snapshot.js';
import { streamCounterProjection } from '../testing/stream-counter.projection.js';
import { waitUntil } from '../testing/wait-until.js';
import { readCheckpoint } from './checkpoints.js';
import { Projector } from './projector.js';
import { rebuildProjection } from './rebuild-projection.js';

// Catch-up waits allow 20 s on a loaded machine; Jest's default of 5 s would cut them short.
jest.setTimeout(60_000);

describe('rebuildProjection', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('gives the same read model as incremental projection', async () => {
    const store = createPostgresEventStore(t.db);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    const plan = { streams: 12, perStream: 40, chunk: 7 };
    await appendCountedEvents(store, plan);
    // Events the projection does not handle still move its checkpoint.
    const foreign = { ...countedEvent(1), type: 'SomethingElseHappened' };
    await store.append('elsewhere-1', [foreign, foreign], 'no_stream');

    const projector = new Projector(t.db, store, [projection], {
      batchSize: 37,
      logger: memoryLogger().logger,
    });
    await projector.start();
    let head = 0n;
    try {
      // More events while it runs, so incremental batches and rebuild batches cut the log differently.
      head = await appendCountedEvents(store, { streams: 5, perStream: 9, streamPrefix: 'live', chunk: 2 });
      await waitUntil(
        async () => (await readCheckpoint(t.db, projection.name)) === head,
        'incremental catch-up',
      );
    } finally {
      await projector.stop();
    }
    const incremental = await snapshotTables(t.db, projection.tables);
    expect(incremental['read.test_stream_counters']).toHaveLength(17);

    // Damage the read model: a rebuild starts from zero, so it must not matter.
    await t.db.query(`update read.test_stream_counters set n = n + 1000`);
    const result = await rebuildProjection(t.db, store, projection, { batchSize: 100 });

    expect(result).toMatchObject({
      projection: projection.name,
      events: 12 * 40 + 2 + 5 * 9,
      position: head,
    });
    expect(await snapshotTables(t.db, projection.tables)).toEqual(incremental);
    expect(await readCheckpoint(t.db, projection.name)).toBe(head);
    const { rows } = await t.db.query<{ events: bigint; amount: bigint }>(
      'select events, amount from read.test_totals',
    );
    expect(rows).toEqual([{ events: 12n * 40n + 45n, amount: expectedAmount(plan) + 5n * 45n }]);
  });

  it('rebuilds an empty log into an empty read model', async () => {
    const store = createPostgresEventStore(t.db);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    await t.db.query(`insert into read.test_stream_counters values ('stale', 3)`);
    const result = await rebuildProjection(t.db, store, projection);
    expect(result).toMatchObject({ events: 0, position: 0n });
    expect(await snapshotTables(t.db, projection.tables)).toEqual({
      'read.test_stream_counters': [],
      'read.test_totals': [],
    });
  });

  // docs/operations.md: `rebuild` while the projector runs takes the lease over; the runner continues live after.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'takes the lease over from a running projector, which then continues live (PostgreSQL)',
    async () => {
      const store = createPostgresEventStore(t.db);
      const projection = streamCounterProjection();
      await projection.createTables(t.db);
      await appendCountedEvents(store, { streams: 4, perStream: 10, chunk: 5 });
      const projector = new Projector(t.db, store, [projection], {
        leaseRetryMs: 100,
        logger: memoryLogger().logger,
      });
      await projector.start();
      try {
        await waitUntil(
          async () => (await readCheckpoint(t.db, projection.name)) === (await store.headPosition()),
          'the running projector to catch up',
        );
        const result = await rebuildProjection(t.db, store, projection, { leaseTimeoutMs: 15_000 });
        expect(result.position).toBeGreaterThan(0n);
        const head = await appendCountedEvents(store, {
          streams: 2,
          perStream: 3,
          streamPrefix: 'after-rebuild',
          chunk: 1,
        });
        await waitUntil(
          async () => (await readCheckpoint(t.db, projection.name)) === head,
          'the projector to continue live after the rebuild',
        );
      } finally {
        await projector.stop();
      }
    },
  );
});
