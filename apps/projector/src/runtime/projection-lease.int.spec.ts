import { type Db, openDb } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { openTestDb, type TestDb } from '../../../../test/support/test-db.js';
import { appendCountedEvents } from '../testing/counted-events.js';
import { memoryLogger } from '../testing/memory-logger.js';
import { streamCounterProjection } from '../testing/stream-counter.projection.js';
import { waitUntil } from '../testing/wait-until.js';
import { readCheckpoint } from './checkpoints.js';
import { tryAcquireLease } from './projection-lease.js';
import { ProjectionRunner } from './projection-runner.js';
import { Projector } from './projector.js';
import { LeaseUnavailableError, rebuildProjection } from './rebuild-projection.js';

// Catch-up waits allow 20 s on a loaded machine; Jest's default of 5 s would cut them short.
jest.setTimeout(60_000);

const onPostgres = Boolean(process.env['DATABASE_URL']);
if (!onPostgres) {
  console.log(
    'projection lease tests skipped: PGlite has one connection, so every runner in the process shares the ' +
      'session that holds the lease. Set DATABASE_URL to a PostgreSQL server to run them.',
  );
}

(onPostgres ? describe : describe.skip)('projection lease (PostgreSQL)', () => {
  let t: TestDb;
  let other: Db;
  beforeEach(async () => {
    t = await openTestDb();
    // A second pool stands for a second projector process.
    other = await openDb(t.config);
  });
  afterEach(async () => {
    await other.close();
    await t.dispose();
  });

  it('is held by one session at a time', async () => {
    const first = await tryAcquireLease(t.db, 'lease-test');
    expect(first).not.toBeNull();
    expect(await tryAcquireLease(other, 'lease-test')).toBeNull();
    expect(await tryAcquireLease(t.db, 'lease-test')).toBeNull(); // another session of the same pool too
    const unrelated = await tryAcquireLease(other, 'another-projection');
    expect(unrelated).not.toBeNull();
    await unrelated!.release();
    await first!.release();
    const second = await tryAcquireLease(other, 'lease-test');
    expect(second).not.toBeNull();
    await second!.release();
  });

  it('lets one of two runners apply; the standby takes over when the holder stops', async () => {
    const storeA = createPostgresEventStore(t.db);
    const storeB = createPostgresEventStore(other);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    const appliedBy = { a: 0, b: 0 };
    const options = { batchSize: 20, leaseRetryMs: 100, logger: memoryLogger().logger };
    const a = new ProjectionRunner(t.db, storeA, projection, {
      ...options,
      onBatchApplied: () => appliedBy.a++,
    });
    const b = new ProjectionRunner(other, storeB, projection, {
      ...options,
      onBatchApplied: () => appliedBy.b++,
    });
    try {
      a.start();
      await waitUntil(() => a.state === 'running', 'runner A to take the lease');
      b.start();
      let head = await appendCountedEvents(storeA, { streams: 4, perStream: 25 });
      await waitUntil(async () => (await readCheckpoint(t.db, projection.name)) === head, 'A to catch up');
      await new Promise((resolve) => setTimeout(resolve, 300)); // B has tried the lease a few times meanwhile
      expect(b.state).toBe('standby');
      expect(appliedBy.b).toBe(0);
      expect(appliedBy.a).toBeGreaterThan(0);

      await a.stop();
      await waitUntil(() => b.state === 'running', 'runner B to take over');
      head = await appendCountedEvents(storeA, { streams: 4, perStream: 25, streamPrefix: 'after' });
      await waitUntil(async () => (await readCheckpoint(t.db, projection.name)) === head, 'B to catch up');
      expect(appliedBy.b).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const { rows } = await t.db.query<{ n: bigint }>('select n from read.test_stream_counters');
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.n === 25n)).toBe(true);
  });

  it('holds the leases of many projections on one connection, so a small pool is not starved', async () => {
    // Three connections: the event store's LISTEN, the leases, and one for the batches of six projections.
    const small = await openDb({ ...t.config, poolSize: 3 } as typeof t.config);
    try {
      const store = createPostgresEventStore(small);
      const projections = [1, 2, 3, 4, 5, 6].map((i) => streamCounterProjection({ prefix: `pool${i}` }));
      for (const projection of projections) await projection.createTables(small);
      const head = await appendCountedEvents(store, { streams: 3, perStream: 10 });
      const projector = new Projector(small, store, projections, { logger: memoryLogger().logger });
      await projector.start();
      try {
        await waitUntil(
          async () => (await projector.lag()).every((lag) => lag.checkpoint === head),
          'six projections on a pool of three to catch up',
        );
      } finally {
        await projector.stop();
      }
      const { rows } = await small.query<{ count: bigint }>(
        `select count(*) from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(rows[0]!.count).toBe(0n); // stop() gave every lease back
    } finally {
      await small.close();
    }
  });

  it('notices when the lease connection dies, and takes the lease again on a new one', async () => {
    const store = createPostgresEventStore(other);
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    const { logger, entries } = memoryLogger();
    const runner = new ProjectionRunner(other, store, projection, { leaseRetryMs: 50, logger });
    runner.start();
    try {
      await waitUntil(() => runner.state === 'running', 'the runner to take the lease');
      await t.db.query(
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      await waitUntil(
        () => entries().some((entry) => entry['msg'] === 'projection lease connection lost'),
        'the runner to notice the lost lease',
      );
      await waitUntil(
        () => entries().filter((entry) => entry['msg'] === 'projection lease acquired').length === 2,
        'the lease to be taken again',
      );
      const head = await appendCountedEvents(store, { streams: 2, perStream: 5 });
      await waitUntil(async () => (await readCheckpoint(t.db, projection.name)) === head, 'catch-up after');
    } finally {
      await runner.stop();
    }
  });

  it('without takeOver, refuses to rebuild while another instance holds the lease', async () => {
    const projection = streamCounterProjection();
    await projection.createTables(t.db);
    const held = await tryAcquireLease(other, projection.name);
    try {
      await expect(
        rebuildProjection(t.db, createPostgresEventStore(t.db), projection, {
          leaseTimeoutMs: 300,
          takeOver: false,
        }),
      ).rejects.toBeInstanceOf(LeaseUnavailableError);
    } finally {
      await held?.release();
    }
  });
});
