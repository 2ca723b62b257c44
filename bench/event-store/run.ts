/**
 * Event-store benchmark: append throughput (one event per append, and batches), compared with inserting the same
 * rows into a plain table, and readAll throughput.
 *   npx tsx bench/event-store/run.ts                               PGlite (data dir under .tmp, like the app)
 *   DATABASE_URL=postgres://… npx tsx bench/event-store/run.ts     PostgreSQL (a scratch database next to the
 *                                                                   one in the URL, dropped afterwards)
 * Options (env): BENCH_SINGLE (appends of one event), BENCH_BATCHED (events appended in batches),
 * BENCH_BATCH (events per batch, default 100), BENCH_WRITERS (concurrent writers, PostgreSQL, default 8),
 * BENCH_PGLITE_MEMORY=1 (PGlite in memory instead of on disk), BENCH_BUSY_WRITERS (50), BENCH_BUSY_SECONDS (10),
 * BENCH_BUSY_CPU_MS (4) and BENCH_BUSY_PAUSE_MS (500): append latency of many writers sharing a busy event loop
 * (PostgreSQL only; BENCH_BUSY_SECONDS=0 skips it).
 * Targets on PostgreSQL: batched append ≥ 5,000 events/s and ≥ 0.5 × the raw insert. JSON goes to bench/results/.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { urlForDatabase, withAdminClient } from '../../test/support/postgres-template.js';
import { type BusyWritersResult, busyWriters } from './busy-writers.js';
import { type Measurement, measure, printTable } from './report.js';
import { benchEvent, CREATE_RAW_TABLE, insertRaw, type RawRow, streamFor } from './workload.js';

const url = process.env['DATABASE_URL'];
const onPostgres = Boolean(url);
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SINGLE = num('BENCH_SINGLE', onPostgres ? 2_000 : 1_000);
const BATCHED = num('BENCH_BATCHED', onPostgres ? 100_000 : 20_000);
const BATCH = num('BENCH_BATCH', 100);
const WRITERS = num('BENCH_WRITERS', 8);
const BUSY = {
  writers: num('BENCH_BUSY_WRITERS', 50),
  seconds: num('BENCH_BUSY_SECONDS', 10),
  cpuMs: num('BENCH_BUSY_CPU_MS', 4),
  pauseMs: num('BENCH_BUSY_PAUSE_MS', 500),
};
const STREAMS = 500;
const READ_PAGE = 1_000;
const TARGET_BATCHED_EVENTS_PER_SECOND = 5_000;
const TARGET_RATIO = 0.5;

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Appends `count` events in appends of `size`, each at the stream's exact revision (as a command would). */
async function appendAll(store: EventStore, count: number, size: number, revisions: Map<string, number>) {
  for (let i = 0; i < count; i += size) {
    const stream = streamFor(i / size, STREAMS);
    const events = Array.from({ length: Math.min(size, count - i) }, (_, k) => benchEvent(i + k));
    const result = await store.append(stream, events, revisions.get(stream) ?? 'no_stream');
    revisions.set(stream, result.nextExpectedRevision);
  }
}

async function insertRawAll(db: Db, count: number, size: number, offset: number) {
  for (let i = 0; i < count; i += size) {
    const rows: RawRow[] = Array.from({ length: Math.min(size, count - i) }, (_, k) => ({
      streamId: streamFor(i / size, STREAMS),
      revision: offset + i + k,
      event: benchEvent(i + k),
    }));
    // Its own transaction, like an append: BEGIN, the insert, COMMIT.
    await db.transaction((tx) => insertRaw(tx, rows));
  }
}

async function run(db: Db, engine: string): Promise<{ results: Measurement[]; busy?: BusyWritersResult }> {
  await runMigrations(db);
  await db.query(CREATE_RAW_TABLE);
  const store = createPostgresEventStore(db);
  const revisions = new Map<string, number>();
  const results: Measurement[] = [];
  const step = (line: string) => console.log(`  ${engine}: ${line}…`);

  step(`${SINGLE} appends of one event`);
  const single = measure(
    'append, 1 event per append',
    SINGLE,
    await timed(() => appendAll(store, SINGLE, 1, revisions)),
  );
  step(`${SINGLE} raw single-row inserts`);
  const rawSingle = measure(
    'raw insert, 1 row per transaction',
    SINGLE,
    await timed(() => insertRawAll(db, SINGLE, 1, 0)),
  );

  step(`${BATCHED} events in appends of ${BATCH}`);
  const batched = measure(
    `append, ${BATCH} events per append`,
    BATCHED,
    await timed(() => appendAll(store, BATCHED, BATCH, revisions)),
  );
  step(`${BATCHED} raw rows in inserts of ${BATCH}`);
  const rawBatched = measure(
    `raw insert, ${BATCH} rows per transaction`,
    BATCHED,
    await timed(() => insertRawAll(db, BATCHED, BATCH, SINGLE)),
  );
  const ratio = batched.eventsPerSecond / rawBatched.eventsPerSecond;
  if (onPostgres) {
    batched.target = `≥ ${TARGET_BATCHED_EVENTS_PER_SECOND}/s and ≥ ${TARGET_RATIO} × raw (${ratio.toFixed(2)})`;
    batched.pass = batched.eventsPerSecond >= TARGET_BATCHED_EVENTS_PER_SECOND && ratio >= TARGET_RATIO;
  }
  results.push(single, rawSingle, batched, rawBatched);

  if (onPostgres && WRITERS > 1) {
    // Appends are serialised by one advisory lock (append-events.ts): compare with the same load raw.
    const perWriter = Math.ceil(SINGLE / WRITERS);
    const concurrently = (fn: (writer: number, i: number) => Promise<unknown>) =>
      timed(async () => {
        await Promise.all(
          Array.from({ length: WRITERS }, async (_, writer) => {
            for (let i = 0; i < perWriter; i++) await fn(writer, i);
          }),
        );
      });
    step(`${perWriter * WRITERS} appends of one event from ${WRITERS} concurrent writers`);
    const appendMs = await concurrently((writer, i) =>
      store.append(`answers-bench-writer-${writer}-${i % 50}`, [benchEvent(i)], 'any'),
    );
    step(`${perWriter * WRITERS} raw single-row inserts from ${WRITERS} concurrent writers`);
    const rawMs = await concurrently((writer, i) =>
      db.transaction((tx) =>
        insertRaw(tx, [{ streamId: `raw-${writer}`, revision: i, event: benchEvent(i) }]),
      ),
    );
    results.push(
      measure(`append, 1 event per append, ${WRITERS} writers`, perWriter * WRITERS, appendMs),
      measure(`raw insert, 1 row per transaction, ${WRITERS} writers`, perWriter * WRITERS, rawMs),
    );
  }

  let busy: BusyWritersResult | undefined;
  if (onPostgres && BUSY.seconds > 0) {
    step(`${BUSY.writers} writers on a busy event loop for ${BUSY.seconds} s`);
    busy = await busyWriters(store, BUSY);
  }

  const total = Number(await store.headPosition());
  step(`readAll over ${total} events in pages of ${READ_PAGE}`);
  let read = 0;
  const readMs = await timed(async () => {
    let after = 0n;
    for (;;) {
      const page = await store.readAll(after, READ_PAGE);
      if (page.length === 0) break;
      read += page.length;
      after = page[page.length - 1]!.position;
    }
  });
  results.push(measure(`readAll, pages of ${READ_PAGE}`, read, readMs));

  printTable(
    `Event store on ${engine} (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'})`,
    results,
  );
  console.log(
    `\nbatched append / raw insert = ${ratio.toFixed(2)}; ` +
      `single append / raw insert = ${(single.eventsPerSecond / rawSingle.eventsPerSecond).toFixed(2)}`,
  );
  if (busy) {
    const { p50, p95, p99, max } = busy.latencyMs;
    console.log(
      `${busy.name}: ${busy.appends} appends, ${busy.appendsPerSecond}/s, ` +
        `latency p50 ${p50} / p95 ${p95} / p99 ${p99} / max ${max} ms`,
    );
  }
  return { results, busy };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  let engine: string;
  let results: Measurement[];
  let busy: BusyWritersResult | undefined;
  if (url) {
    engine = 'postgresql';
    const name = `ghg_bench_event_store_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await withAdminClient(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const poolSize = Math.max(WRITERS, BUSY.writers) + 2;
    const db = await openDb({ kind: 'postgres', url: urlForDatabase(url, name), poolSize });
    try {
      ({ results, busy } = await run(db, engine));
    } finally {
      await db.close();
      await withAdminClient(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  } else {
    const inMemory = process.env['BENCH_PGLITE_MEMORY'] === '1';
    engine = inMemory ? 'pglite (in memory)' : 'pglite (data dir on disk)';
    const dataDir = inMemory ? undefined : path.resolve(`.tmp/bench-event-store-${process.pid}`);
    const db = await openDb(dataDir ? { kind: 'pglite', dataDir } : { kind: 'pglite' });
    try {
      ({ results } = await run(db, engine));
    } finally {
      await db.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const resultsDir = path.resolve(__dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `event-store-${engine.split(' ')[0]}-${startedAt.replace(/[:.]/g, '-')}.json`,
  );
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
  fs.writeFileSync(
    file,
    JSON.stringify({ benchmark: 'event-store', engine, startedAt, machine, results, busy }, null, 2),
  );
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
  if (results.some((result) => result.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
