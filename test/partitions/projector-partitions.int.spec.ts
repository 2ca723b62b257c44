/**
 * Partition proof (issue 22 point 3): three projector processes share four partitions of the per-organization read
 * models (the cross-tenant users read model runs whole, under one lease). One process is killed with SIGKILL while
 * they catch up; its partitions' leases move to the survivors, which finish the log and then follow live appends.
 * Every event is applied exactly once and the read models end identical to a single-partition rebuild.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, readCheckpoint, rebuildProjection } from '@ghg/projector';
import { waitForProjections } from '@ghg/read-models';
import {
  appendOrganizationEvents,
  orgCounterProjection,
} from '../../apps/projector/src/testing/org-counter.projection.js';
import { snapshotTables } from '../../apps/projector/src/testing/read-model-snapshot.js';
import { openTestDb, type TestDb } from '../support/test-db.js';

const ROOT = path.resolve(__dirname, '../..');
const PARTITIONS = 4;
const PROCESSES = 3;
const PLAN = { organizations: 40, events: 4000, withoutOrganization: 1, chunk: 20 };
const LIVE = { organizations: 40, events: 400, withoutOrganization: 1, chunk: 10, prefix: 'live' };

const url = process.env['DATABASE_URL'];
if (!url) {
  console.log(
    'projector partition test skipped: it runs projector processes that share one PostgreSQL database ' +
      '(PGlite lives inside one process; projector-partitions-embedded.int.spec.ts covers it there). ' +
      'Set DATABASE_URL to run it.',
  );
}

interface Batch {
  batch: string;
  from: string;
  to: string;
  pid: number;
}

(url ? describe : describe.skip)('projector partitions across processes (PostgreSQL)', () => {
  let t: TestDb;
  const children: ReturnType<typeof startChild>[] = [];
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL');
    await t?.dispose();
  });

  it('shares the partitions among processes, moves a killed one’s leases to survivors, applies each event once', async () => {
    const store = createPostgresEventStore(t.db);
    const counter = orgCounterProjection();
    await counter.createTables(t.db);
    const projections = [counter, ...allProjections.filter((p) => ['audit-log', 'users'].includes(p.name))];
    let head = await appendOrganizationEvents(store, PLAN);

    for (let i = 0; i < PROCESSES; i++) children.push(startChild());
    // Work is shared: at least two processes commit batches of the counter before the kill.
    await until(
      () =>
        new Set(
          batches()
            .filter((b) => b.batch.startsWith(counter.name))
            .map((b) => b.pid),
        ).size >= 2,
      'two processes to apply partitions',
    );
    const victim = children.find((child) => child.batches.some((b) => b.batch.startsWith(counter.name)))!;
    victim.process.kill('SIGKILL');
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const killedAt = Date.now();
    const orphaned = new Set(victim.batches.map((b) => b.batch));
    expect(orphaned.size).toBeGreaterThan(0);
    const survivors = children.filter((child) => child !== victim);

    expect((await waitForProjections(t.db, head, { timeoutMs: 90_000 })).reached).toBe(true);
    head = await appendOrganizationEvents(store, LIVE);
    expect((await waitForProjections(t.db, head, { timeoutMs: 60_000 })).reached).toBe(true);

    // Each of the killed process's partitions went on in a survivor, from where the killed one stopped.
    for (const name of orphaned) {
      const before = victim.batches.filter((b) => b.batch === name).map((b) => BigInt(b.to));
      const lastByVictim = before.reduce((max, to) => (to > max ? to : max), 0n);
      const after = survivors.flatMap((child) =>
        child.batches.filter((b) => b.batch === name && b.at > killedAt),
      );
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((b) => BigInt(b.from) >= lastByVictim)).toBe(true);
    }
    // No two processes ever committed the same stretch of one partition.
    for (const name of new Set(batches().map((b) => b.batch))) {
      const froms = batches()
        .filter((b) => b.batch === name)
        .map((b) => b.from);
      expect(new Set(froms).size).toBe(froms.length);
    }
    const { rows: checkpoints } = await t.db.query<{ name: string }>(
      'select name from read.projection_checkpoints order by name',
    );
    expect(checkpoints.map((row) => row.name)).toEqual(
      [
        ...[0, 1, 2, 3].map((i) => `audit-log@p${i}of${PARTITIONS}`),
        ...[0, 1, 2, 3].map((i) => `${counter.name}@p${i}of${PARTITIONS}`),
        'users',
      ].sort(),
    );
    expect(await readCheckpoint(t.db, counter.name)).toBe(head);

    for (const child of survivors) child.process.kill('SIGTERM');
    for (const child of survivors) expect(await child.exited).toEqual({ code: 0, signal: null });

    // Exactly once, in log order per organization.
    const { rows } = await t.db.query<{ events: bigint; organizations: bigint }>(
      'select sum(events)::bigint as events, count(*) as organizations from read.test_org_counters',
    );
    expect(rows[0]).toEqual({ events: BigInt(PLAN.events + LIVE.events), organizations: 41n + 40n });
    const { rows: audit } = await t.db.query<{ n: bigint }>('select count(*) as n from read.audit_log');
    expect(audit[0]!.n).toBe(BigInt(PLAN.events + LIVE.events));

    const tables = projections.flatMap((projection) => projection.tables);
    const partitioned = await snapshotTables(t.db, tables);
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { batchSize: 1000, partitions: 1 });
    expect(await snapshotTables(t.db, tables)).toEqual(partitioned);
  }, 240_000);

  function batches(): Array<Batch & { at: number }> {
    return children.flatMap((child) => child.batches);
  }

  function startChild(): {
    process: ChildProcess;
    batches: Array<Batch & { at: number }>;
    exited: Promise<unknown>;
  } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/partitions/partition-child.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.config.kind === 'postgres' ? t.config.url : '',
        PROJECTOR_PARTITIONS: String(PARTITIONS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const seen: Array<Batch & { at: number }> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('"batch"')) return;
      seen.push({ ...(JSON.parse(line) as Batch), at: Date.now() });
    });
    return { process: child, batches: seen, exited };
  }
});

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
