/**
 * Partitions inside one process (PGlite by default, PostgreSQL with DATABASE_URL): a projector with three
 * partitions gives the same read models as a single-partition rebuild, the lag and read-your-writes see the lowest
 * partition, and changing the partition count hands over exactly, also from partitions left at different positions.
 */
import { createPostgresEventStore } from '@ghg/event-store';
import {
  allProjections,
  catchUpPartition,
  Projector,
  readCheckpoint,
  rebuildProjection,
  resetProjection,
} from '@ghg/projector';
import { waitForProjections } from '@ghg/read-models';
import { memoryLogger } from '../../apps/projector/src/testing/memory-logger.js';
import {
  appendOrganizationEvents,
  orgCounterProjection,
} from '../../apps/projector/src/testing/org-counter.projection.js';
import { snapshotTables } from '../../apps/projector/src/testing/read-model-snapshot.js';
import { openTestDb, type TestDb } from '../support/test-db.js';

jest.setTimeout(120_000);

const PLAN = { organizations: 25, events: 900, withoutOrganization: 1, chunk: 15 };

describe('projector partitions in one process', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb();
  });
  afterEach(async () => {
    await t.dispose();
  });

  const setUp = async () => {
    const store = createPostgresEventStore(t.db);
    const counter = orgCounterProjection();
    await counter.createTables(t.db);
    const projections = [counter, ...allProjections.filter((p) => ['audit-log', 'users'].includes(p.name))];
    return { store, counter, projections, tables: projections.flatMap((p) => p.tables) };
  };

  const runUntil = async (projector: Projector, head: bigint) => {
    await projector.start();
    try {
      expect((await waitForProjections(t.db, head, { timeoutMs: 60_000 })).reached).toBe(true);
    } finally {
      await projector.stop();
    }
  };

  it('applies every event once over three partitions, equal to a single-partition rebuild', async () => {
    const { store, counter, projections, tables } = await setUp();
    await appendOrganizationEvents(store, PLAN);
    const projector = new Projector(t.db, store, projections, {
      partitions: 3,
      batchSize: 40,
      logger: memoryLogger().logger,
    });
    await projector.start();
    let head: bigint;
    try {
      head = await appendOrganizationEvents(store, { ...PLAN, events: 300, prefix: 'live' });
      // Named read-your-writes waits for every partition of the projection.
      const named = await waitForProjections(t.db, head, { timeoutMs: 60_000, projections: [counter.name] });
      expect(named.reached).toBe(true);
      expect((await waitForProjections(t.db, head, { timeoutMs: 60_000 })).reached).toBe(true);
      const lag = await projector.lag();
      expect(lag.map((entry) => entry.name).sort()).toEqual(
        [
          'audit-log@p0of3',
          'audit-log@p1of3',
          'audit-log@p2of3',
          `${counter.name}@p0of3`,
          `${counter.name}@p1of3`,
          `${counter.name}@p2of3`,
          'users',
        ].sort(),
      );
      expect(lag.every((entry) => entry.lag === 0n)).toBe(true);
    } finally {
      await projector.stop();
    }
    expect(await readCheckpoint(t.db, counter.name)).toBe(head);
    const { rows } = await t.db.query<{ events: bigint }>(
      'select sum(events)::bigint as events from read.test_org_counters',
    );
    expect(rows[0]!.events).toBe(BigInt(PLAN.events + 300));

    const partitioned = await snapshotTables(t.db, tables);
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { partitions: 1, batchSize: 500 });
    expect(await snapshotTables(t.db, tables)).toEqual(partitioned);
    // A partitioned rebuild gives the same again.
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { partitions: 4, batchSize: 500 });
    expect(await snapshotTables(t.db, tables)).toEqual(partitioned);
    // Events appended before the log stored organization hashes (migration 051) reach every partition, which
    // keeps its own: still each once.
    await t.db.query('update events set organization_hash = null where position % 3 <> 0');
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { partitions: 4, batchSize: 500 });
    expect(await snapshotTables(t.db, tables)).toEqual(partitioned);
  });

  it('hands over exactly when the partition count changes, even from partitions at different positions', async () => {
    const { store, counter, projections, tables } = await setUp();
    const logger = memoryLogger().logger;
    let head = await appendOrganizationEvents(store, PLAN);
    await runUntil(new Projector(t.db, store, projections, { logger }), head); // one partition
    head = await appendOrganizationEvents(store, { ...PLAN, events: 450, prefix: 'second' });
    await runUntil(new Projector(t.db, store, projections, { partitions: 3, logger }), head); // 1 → 3

    // Three partitions of the counter left at different positions, as after processes died at different times.
    await resetProjection(t.db, counter, 3);
    const third = head / 3n;
    await catchUpPartition(t.db, store, counter, { index: 0, count: 3 }, 0n, third, { batchSize: 100 });
    await catchUpPartition(t.db, store, counter, { index: 1, count: 3 }, 0n, 2n * third, { batchSize: 100 });
    head = await appendOrganizationEvents(store, { ...PLAN, events: 300, prefix: 'third' });
    await runUntil(new Projector(t.db, store, projections, { partitions: 2, logger }), head); // 3 → 2

    const { rows: names } = await t.db.query<{ name: string }>(
      'select name from read.projection_checkpoints order by name',
    );
    expect(names.map((row) => row.name)).toEqual(
      [
        'audit-log@p0of2',
        'audit-log@p1of2',
        `${counter.name}@p0of2`,
        `${counter.name}@p1of2`,
        'users',
      ].sort(),
    );
    const { rows } = await t.db.query<{ events: bigint }>(
      'select sum(events)::bigint as events from read.test_org_counters',
    );
    expect(rows[0]!.events).toBe(BigInt(PLAN.events + 450 + 300));
    const handedOver = await snapshotTables(t.db, tables);
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { batchSize: 500 });
    expect(await snapshotTables(t.db, tables)).toEqual(handedOver);
  });
});
