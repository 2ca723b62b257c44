import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { appendCountedEvents, expectedAmount } from '../testing/counted-events.js';
import { memoryLogger } from '../testing/memory-logger.js';
import { appendOrganizationEvents, orgCounterProjection } from '../testing/org-counter.projection.js';
import { streamCounterProjection } from '../testing/stream-counter.projection.js';
import { waitUntil } from '../testing/wait-until.js';
import { readCheckpoint } from './checkpoints.js';
import { ProjectionRunner } from './projection-runner.js';

// Catch-up waits allow 20 s on a loaded machine; Jest's default of 5 s would cut them short.
jest.setTimeout(60_000);

describe('ProjectionRunner', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('commits a batch and its checkpoint together: a batch failing mid-way leaves neither, and is retried', async () => {
    const store = createPostgresEventStore(t.db);
    const plan = { streams: 6, perStream: 50, chunk: 10 };
    const head = await appendCountedEvents(store, plan);
    const all = await store.readAll(0n, 10_000);
    // The batch holding the 120th event fails after writing its rows, until the test lets it through.
    const poison = all[119]!.position;
    let failing = true;
    let failures = 0;
    const projection = streamCounterProjection({
      afterWrite(events) {
        if (failing && events.some((event) => event.position === poison)) {
          failures++;
          throw new Error('projection failed mid-batch');
        }
      },
    });
    await projection.createTables(t.db);
    const { logger, entries } = memoryLogger();
    const runner = new ProjectionRunner(t.db, store, projection, {
      batchSize: 50,
      retryBaseMs: 5,
      retryMaxMs: 40,
      leaseRetryMs: 50,
      logger,
    });
    runner.start();
    try {
      await waitUntil(() => failures >= 3, 'three failed attempts of the poisoned batch');

      const checkpoint = await readCheckpoint(t.db, projection.name);
      expect(checkpoint).toBeLessThan(poison);
      const applied = all.filter((event) => event.position <= checkpoint).length;
      // Batches before the poisoned one are in; nothing of the poisoned batch is, neither rows nor checkpoint.
      expect(applied).toBeGreaterThan(0);
      expect(applied).toBeLessThan(120);
      expect(await totals()).toEqual({ events: BigInt(applied), amount: expect.any(BigInt) });
      expect(await counterSum()).toBe(BigInt(applied));

      failing = false;
      await waitUntil(
        async () => (await readCheckpoint(t.db, projection.name)) === head,
        'catch-up to the head',
      );
    } finally {
      await runner.stop();
    }
    expect(await totals()).toEqual({ events: 300n, amount: expectedAmount(plan) });
    const { rows } = await t.db.query<{ n: bigint }>(`select n from read.test_stream_counters`);
    expect(rows.map((row) => row.n)).toEqual(new Array(plan.streams).fill(50n));

    const failed = entries().filter((entry) => entry['msg'] === 'projection batch failed, retrying');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed[0]).toMatchObject({
      level: 50,
      projection: projection.name,
      err: expect.objectContaining({ message: 'projection failed mid-batch' }),
    });
    expect(runner.state).toBe('stopped');
  });

  it('follows events appended after it caught up', async () => {
    const store = createPostgresEventStore(t.db);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    await appendCountedEvents(store, { streams: 2, perStream: 10 });
    const runner = new ProjectionRunner(t.db, store, projection, { logger: memoryLogger().logger });
    runner.start();
    try {
      const head = await appendCountedEvents(store, { streams: 3, perStream: 5, streamPrefix: 'later' });
      await waitUntil(async () => (await readCheckpoint(t.db, projection.name)) === head, 'the later events');
    } finally {
      await runner.stop();
    }
    expect(await totals()).toEqual({ events: 35n, amount: 2n * 55n + 3n * 15n });
  });

  it("as partitions, catches a backlog up reading each partition's own events only, then follows", async () => {
    const store = createPostgresEventStore(t.db);
    const counter = orgCounterProjection();
    await counter.createTables(t.db);
    const backlog = await appendOrganizationEvents(store, { organizations: 12, events: 600, chunk: 10 });
    const delivered = [0, 0, 0];
    const runners = delivered.map(
      (_, index) =>
        new ProjectionRunner(t.db, store, counter, {
          partition: { index, count: 3 },
          batchSize: 50,
          logger: memoryLogger().logger,
          onBatchApplied: ({ events }) => (delivered[index]! += events),
        }),
    );
    const reached = async (head: bigint) => {
      for (const runner of runners)
        if ((await readCheckpoint(t.db, runner.checkpointName)) !== head) return false;
      return true;
    };
    for (const runner of runners) runner.start();
    try {
      await waitUntil(() => reached(backlog), 'every partition at the backlog head');
      // Read whole, each partition would have been handed all 600 events.
      expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(600);
      expect(delivered.every((n) => n > 0)).toBe(true);
      const head = await appendOrganizationEvents(store, {
        organizations: 12,
        events: 90,
        chunk: 10,
        prefix: 'later',
      });
      await waitUntil(() => reached(head), 'every partition at the later head');
    } finally {
      for (const runner of runners) await runner.stop();
    }
    const { rows } = await t.db.query<{ events: bigint }>(
      'select sum(events)::bigint as events from read.test_org_counters',
    );
    expect(rows[0]!.events).toBe(690n);
  });

  async function totals(): Promise<{ events: bigint; amount: bigint } | null> {
    const { rows } = await t.db.query<{ events: bigint; amount: bigint }>(
      'select events, amount from read.test_totals',
    );
    return rows[0] ?? { events: 0n, amount: 0n };
  }

  async function counterSum(): Promise<bigint> {
    const { rows } = await t.db.query<{ sum: string | null }>(
      'select sum(n)::text as sum from read.test_stream_counters',
    );
    return BigInt(rows[0]?.sum ?? '0');
  }
});
