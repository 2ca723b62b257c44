/**
 * Crash/recovery proof: a projector process is killed with SIGKILL at random moments while it catches up on
 * 20,000 events, restarted, killed again (10 times), then allowed to finish. The counters are not idempotent, so
 * a batch applied twice or lost would show; the read model must equal a clean rebuild, exactly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createPostgresEventStore, type RecordedEvent } from '@ghg/event-store';
import { allProjections, readCheckpoint, rebuildProjection } from '@ghg/projector';
import { appendCountedEvents, expectedAmount } from '../../apps/projector/src/testing/counted-events.js';
import { snapshotTables } from '../../apps/projector/src/testing/read-model-snapshot.js';
import { openTestDb, type TestDb } from '../support/test-db.js';
import { crashCounter } from './crash-counter.js';

const ROOT = path.resolve(__dirname, '../..');
const KILLS = 10;
const PLAN = { streams: 200, perStream: 100, chunk: 25 }; // 20,000 events

const url = process.env['DATABASE_URL'];
if (!url) {
  console.log(
    'projector crash test skipped: it kills a projector process, which needs a PostgreSQL server the parent and ' +
      'the child both reach (PGlite lives inside one process). Set DATABASE_URL to run it.',
  );
}

(url ? describe : describe.skip)('projector crash/recovery (PostgreSQL)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  });

  // Child processes catch up and are killed: past 120 s at a load of 30, so the limit is a hang guard with room
  // for a busy machine, not a target (bench/projector-rebuild has the speed).
  it('survives kill -9 during catch-up with no lost and no doubled effect', async () => {
    const store = createPostgresEventStore(t.db);
    await crashCounter.createTables(t.db);
    const head = await appendCountedEvents(store, PLAN);
    const positions = (await store.readAll(0n, 1_000_000)).map((event: RecordedEvent) => event.position);
    expect(positions).toHaveLength(20_000);

    const checkpointsAtKill: bigint[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const child = startChild();
      // Let it commit 1–4 batches, then kill it 0–15 ms later: sometimes between batches, often inside one.
      await child.batches(1 + Math.floor(Math.random() * 4));
      await delay(Math.random() * 15);
      child.process.kill('SIGKILL');
      expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const checkpoint = await readCheckpoint(t.db, crashCounter.name);
      checkpointsAtKill.push(checkpoint);
      // Exactly the events up to the checkpoint are counted: the batch cut by the kill left nothing behind.
      const applied = countUpTo(positions, checkpoint);
      expect(await totals()).toEqual({ events: BigInt(applied), amount: expect.any(BigInt) });
    }
    console.log(`crash test: checkpoints at the ${KILLS} kills: ${checkpointsAtKill.join(', ')} of ${head}`);
    expect(checkpointsAtKill[KILLS - 1]).toBeLessThan(head); // every kill happened during catch-up
    expect(checkpointsAtKill[0]).toBeGreaterThan(0n);

    const last = startChild();
    await waitForCheckpoints(head);
    last.process.kill('SIGTERM');
    expect(await last.exited).toEqual({ code: 0, signal: null });

    expect(await totals()).toEqual({ events: 20_000n, amount: expectedAmount(PLAN) });
    const { rows } = await t.db.query<{ wrong: bigint }>(
      'select count(*) as wrong from read.crash_stream_counters where n <> $1',
      [PLAN.perStream],
    );
    expect(rows[0]!.wrong).toBe(0n);

    const projections = [crashCounter, ...allProjections];
    const tables = projections.flatMap((projection) => projection.tables);
    const survived = await snapshotTables(t.db, tables);
    for (const projection of projections)
      await rebuildProjection(t.db, store, projection, { batchSize: 2000 });
    expect(await snapshotTables(t.db, tables)).toEqual(survived);
  }, 360_000);

  function startChild(): {
    process: ChildProcess;
    batches(n: number): Promise<void>;
    exited: Promise<unknown>;
  } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/crash/projector-child.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.config.kind === 'postgres' ? t.config.url : '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    let seen = 0;
    const waiters: Array<{ n: number; resolve: () => void }> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('"batch"') || !line.includes(crashCounter.name)) return;
      seen++;
      for (const waiter of waiters.filter((w) => w.n <= seen)) waiter.resolve();
    });
    return {
      process: child,
      exited,
      batches: (n) =>
        Promise.race([
          new Promise<void>((resolve) => (seen >= n ? resolve() : waiters.push({ n, resolve }))),
          exited.then((status) => {
            throw new Error(`projector child exited early: ${JSON.stringify(status)}`);
          }),
        ]),
    };
  }

  async function waitForCheckpoints(head: bigint): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const checkpoints = await Promise.all(
        [crashCounter, ...allProjections].map((projection) => readCheckpoint(t.db, projection.name)),
      );
      if (checkpoints.every((checkpoint) => checkpoint === head)) return;
      if (Date.now() > deadline)
        throw new Error(`projections did not reach ${head}: ${checkpoints.join(', ')}`);
      await delay(50);
    }
  }

  async function totals(): Promise<{ events: bigint; amount: bigint }> {
    const { rows } = await t.db.query<{ events: bigint; amount: bigint }>(
      'select events, amount from read.crash_totals',
    );
    return rows[0] ?? { events: 0n, amount: 0n };
  }
});

function countUpTo(sortedPositions: readonly bigint[], checkpoint: bigint): number {
  let low = 0;
  let high = sortedPositions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sortedPositions[middle]! <= checkpoint) low = middle + 1;
    else high = middle;
  }
  return low;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
