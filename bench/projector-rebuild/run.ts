/**
 * Projector rebuild benchmark: events/s when a read model is rebuilt from zero over 100,000 events.
 *   npx tsx bench/projector-rebuild/run.ts                 PGlite in memory
 *   DATABASE_URL=postgres://… npx tsx bench/projector-rebuild/run.ts   PostgreSQL (a scratch database is created
 *                                                          next to the one in the URL and dropped afterwards)
 * Options (env): BENCH_EVENTS (default 100000), BENCH_BATCH_SIZES (default "500,2000"), BENCH_REPEAT (default 3:
 * each rebuild runs that many times and the best and median are reported, the machine being shared).
 * Target on PostgreSQL: ≥ 20,000 events/s at the rebuild batch size (2000). Writes JSON to bench/results/.
 *
 * Scale-out (PostgreSQL only, issue 22): BENCH_PARTITION_EVENTS (default 1,000,000; 0 skips it) events over 1,000
 * organizations, per-organization read models rebuilt by 1, 2 and 4 projector processes, one partition each.
 * Targets ≥ 1.7× from 1 to 2 partitions (two cores) and ≥ 20,000 events/s with one: printed, and a miss fails the
 * run only with BENCH_STRICT=1 (timing on a shared machine measures the other work too).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, type Projection, rebuildProjection } from '@ghg/projector';
import { appendCountedEvents } from '../../apps/projector/src/testing/counted-events.js';
import { streamCounterProjection } from '../../apps/projector/src/testing/stream-counter.projection.js';
import { eventRowsProjection } from './event-rows.projection.js';
import {
  judgePartitioned,
  type PartitionedMeasurement,
  runPartitionedRebuilds,
} from './partitioned-rebuild.js';
import { scratchPostgres } from './scratch-postgres.js';

const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 100_000);
const BATCH_SIZES = (process.env['BENCH_BATCH_SIZES'] ?? '500,2000').split(',').map(Number);
const REPEAT = Number(process.env['BENCH_REPEAT'] ?? 3);
const PARTITION_EVENTS = Number(process.env['BENCH_PARTITION_EVENTS'] ?? 1_000_000);
const TARGET_EVENTS_PER_SECOND = 20_000;
/** The batch size `main.js rebuild` uses: the target applies to it. */
const REBUILD_BATCH_SIZE = 2000;

interface Measurement {
  projection: string;
  batchSize: number;
  events: number;
  /** events/s of each run */
  runs: number[];
  best: number;
  median: number;
}

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  const scratch = url ? await scratchPostgres(url) : null;
  const db: Db = scratch
    ? await openDb({ kind: 'postgres', url: scratch.url })
    : await openDb({ kind: 'pglite' });
  const engine = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  try {
    await runMigrations(db);
    const store = createPostgresEventStore(db);
    const counter = streamCounterProjection({ name: 'bench-stream-counter', prefix: 'bench' });
    await counter.createTables(db);
    await eventRowsProjection.createTables(db);

    const streams = Math.max(1, Math.round(EVENTS / 100));
    console.log(`appending ${EVENTS} events over ${streams} streams to ${engine}…`);
    const appendStarted = performance.now();
    await appendCountedEvents(store, { streams, perStream: Math.round(EVENTS / streams), chunk: 100 });
    const appendMs = performance.now() - appendStarted;
    console.log(
      `  appended in ${(appendMs / 1000).toFixed(1)} s (${Math.round(EVENTS / (appendMs / 1000))} events/s)`,
    );

    // Warm-up: one pass over the log, so the first measurement does not pay for a cold cache alone.
    for (let after = 0n; ;) {
      const events = await store.readAll(after, 5000);
      if (events.length === 0) break;
      after = events[events.length - 1]!.position;
    }

    // The real projections see benchmark events only: those handling their own types alone (organization-profile,
    // users) measure the read path; the audit log writes one row per event, like bench-event-rows.
    const projections: Projection[] = [counter, eventRowsProjection, ...allProjections];
    const measurements: Measurement[] = [];
    for (const batchSize of BATCH_SIZES) {
      for (const projection of projections) {
        const runs: number[] = [];
        let events = 0;
        for (let run = 0; run < REPEAT; run++) {
          const result = await rebuildProjection(db, store, projection, { batchSize });
          events = result.events;
          runs.push(Math.round(result.events / (result.durationMs / 1000)));
        }
        const sorted = [...runs].sort((a, b) => a - b);
        const measurement: Measurement = {
          projection: projection.name,
          batchSize,
          events,
          runs,
          best: sorted[sorted.length - 1]!,
          median: sorted[Math.floor(sorted.length / 2)]!,
        };
        measurements.push(measurement);
        console.log(
          `  rebuild ${measurement.projection.padEnd(24)} batch ${String(batchSize).padStart(5)}: ` +
            `${events} events, best ${measurement.best} events/s, median ${measurement.median} ` +
            `(runs: ${runs.join(', ')})`,
        );
      }
    }
    let partitioned: Awaited<ReturnType<typeof runPartitionedRebuilds>> | null = null;
    if (url && PARTITION_EVENTS > 0) partitioned = await partitionedSection(url);
    const report = {
      benchmark: 'projector-rebuild',
      engine,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      events: EVENTS,
      repeat: REPEAT,
      loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      append: { durationMs: Math.round(appendMs), eventsPerSecond: Math.round(EVENTS / (appendMs / 1000)) },
      targetEventsPerSecond: engine === 'postgresql' ? TARGET_EVENTS_PER_SECOND : null,
      measurements,
      partitioned,
    };
    const dir = path.resolve(__dirname, '../results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `projector-rebuild-${engine}-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
    if (engine === 'postgresql') {
      const judged = measurements.filter((m) => m.batchSize === REBUILD_BATCH_SIZE);
      for (const m of judged) {
        const verdict = m.best >= TARGET_EVENTS_PER_SECOND ? 'met' : 'NOT met';
        console.log(
          `target ≥ ${TARGET_EVENTS_PER_SECOND} events/s, ${m.projection}: ${verdict} (best ${m.best})`,
        );
      }
    }
    if (partitioned && !judgePartitioned(partitioned.measurements) && process.env['BENCH_STRICT'] === '1')
      process.exitCode = 1;
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

/** A scratch database of its own: the organization events must not mix with the counted ones above. */
async function partitionedSection(url: string): Promise<{
  append: { events: number; durationMs: number };
  measurements: PartitionedMeasurement[];
}> {
  const scratch = await scratchPostgres(url);
  const db = await openDb({ kind: 'postgres', url: scratch.url });
  try {
    await runMigrations(db);
    return await runPartitionedRebuilds(db, createPostgresEventStore(db), scratch.url, PARTITION_EVENTS);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
