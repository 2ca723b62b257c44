/**
 * Event-store benchmark: append throughput (one event per append, batches, concurrent writers) and readAll
 * throughput; on PostgreSQL side by side with the Emmett PostgreSQL store (the same database, events, streams and
 * expected-revision discipline, in the same run) and with inserting the same rows into a plain table.
 *   npx tsx bench/event-store/run.ts                               PGlite (data dir under .tmp, like the app)
 *   DATABASE_URL=postgres://… npx tsx bench/event-store/run.ts     PostgreSQL (a scratch database next to the
 *                                                                   one in the URL, dropped afterwards)
 * Options (env): BENCH_SINGLE (appends of one event), BENCH_BATCHED (events appended in batches),
 * BENCH_BATCH (events per batch, default 100), BENCH_CONCURRENT (appends per concurrent-writer row, 32 writers
 * do twice as many; default 4,000),
 * BENCH_PGLITE_MEMORY=1 (PGlite in memory instead of on disk), BENCH_BUSY_WRITERS (50), BENCH_BUSY_SECONDS (10),
 * BENCH_BUSY_CPU_MS (4) and BENCH_BUSY_PAUSE_MS (500): append latency of many writers sharing a busy event loop
 * (PostgreSQL only; BENCH_BUSY_SECONDS=0 skips it).
 * Targets on PostgreSQL: ours ≥ 1.0 × Emmett on every row (single, batched, 8 writers, 32 writers, read all),
 * ours ≥ 0.75 × the raw insert with 8 writers, batched append ≥ 5,000 events/s and ≥ 0.5 × the raw insert.
 * A miss exits 1. BENCH_PEER_MARGIN (default 0) lowers the peer and raw targets by that fraction for machines
 * where other work skews one side of a row. JSON goes to bench/results/.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { urlForDatabase, withAdminClient } from '../../test/support/postgres-template.js';
import { type BusyWritersResult, busyWriters } from './busy-writers.js';
import { type Contender, emmett, ours } from './contenders.js';
import { type Measurement, measure, printTable } from './report.js';
import { benchEvent, CREATE_RAW_TABLE, insertRaw, type RawRow, streamFor } from './workload.js';
import { endWithMissedTargets } from '../support/missed-targets.js';

const url = process.env['DATABASE_URL'];
const onPostgres = Boolean(url);
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SINGLE = num('BENCH_SINGLE', onPostgres ? 2_000 : 1_000);
const BATCHED = num('BENCH_BATCHED', onPostgres ? 100_000 : 20_000);
const BATCH = num('BENCH_BATCH', 100);
const CONCURRENT_APPENDS = num('BENCH_CONCURRENT', 4_000);
const WRITER_COUNTS = [8, 32];
const BUSY = {
  writers: num('BENCH_BUSY_WRITERS', 50),
  seconds: num('BENCH_BUSY_SECONDS', 10),
  cpuMs: num('BENCH_BUSY_CPU_MS', 4),
  pauseMs: num('BENCH_BUSY_PAUSE_MS', 500),
};
const STREAMS = 500;
const READ_PAGE = 1_000;
const TARGET_BATCHED_EVENTS_PER_SECOND = 5_000;
const TARGET_BATCHED_RAW_RATIO = 0.5;
const MARGIN = num('BENCH_PEER_MARGIN', 0);
const TARGET_PEER_RATIO = 1.0 - MARGIN;
const TARGET_RAW_RATIO_8_WRITERS = 0.75 - MARGIN;

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
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

/** Appends `count` events in appends of `size` over STREAMS streams, each at the stream's exact revision. */
async function appendAll(store: Contender, count: number, size: number, counts: Map<string, number>) {
  for (let i = 0; i < count; i += size) {
    const stream = `${store.name}-${streamFor(i / size, STREAMS)}`;
    const events = Array.from({ length: Math.min(size, count - i) }, (_, k) => benchEvent(i + k));
    const inStream = counts.get(stream) ?? 0;
    await store.append(stream, events, inStream);
    counts.set(stream, inStream + events.length);
  }
}

/** `writers` concurrent writers, `total` appends of one event in all, each writer on its own 50 streams. */
function concurrently(
  writers: number,
  total: number,
  appendOne: (writer: number, i: number) => Promise<unknown>,
) {
  const perWriter = Math.ceil(total / writers);
  return {
    events: perWriter * writers,
    run: () =>
      timed(async () => {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < perWriter; i++) await appendOne(writer, i);
          }),
        );
      }),
  };
}

async function concurrentAppends(store: Contender, writers: number, total: number): Promise<Measurement> {
  const counts = new Map<string, number>();
  const load = concurrently(writers, total, async (writer, i) => {
    const stream = `${store.name}-w${writers}-${writer}-${i % 50}`;
    const inStream = counts.get(stream) ?? 0;
    await store.append(stream, [benchEvent(i)], inStream);
    counts.set(stream, inStream + 1);
  });
  return measure(`append, 1 event per append, ${writers} writers`, load.events, await load.run());
}

interface PeerRow {
  row: string;
  ours: Measurement;
  peer: Measurement;
  ratio: number;
  pass: boolean;
}

async function runPostgres(db: Db, url: string, poolSize: number): Promise<RunResult> {
  await runMigrations(db);
  await db.query(CREATE_RAW_TABLE);
  const contenders = [ours(db), await emmett(url, poolSize)];
  const results: Measurement[] = [];
  const peerRows: PeerRow[] = [];
  const step = (line: string) => console.log(`  postgresql: ${line}…`);
  // Each row runs ours then the peer, one after the other on the same database (alternating who goes first
  // would not help: both stores write the same amount, and the log grows the same for both).
  const compare = async (row: string, measureOne: (store: Contender) => Promise<Measurement>) => {
    const [own, peer] = [await measureOne(contenders[0]!), await measureOne(contenders[1]!)];
    own.name = `ours: ${own.name}`;
    peer.name = `Emmett: ${peer.name}`;
    const ratio = own.eventsPerSecond / peer.eventsPerSecond;
    peerRows.push({ row, ours: own, peer, ratio, pass: ratio >= TARGET_PEER_RATIO });
    results.push(own, peer);
    return own;
  };

  try {
    const counts = new Map<string, number>();
    step(`${SINGLE} appends of one event, ours and Emmett`);
    await compare('single', async (store) =>
      measure('1 event per append', SINGLE, await timed(() => appendAll(store, SINGLE, 1, counts))),
    );
    step(`${BATCHED} events in appends of ${BATCH}, ours and Emmett`);
    const batched = await compare(`batched ${BATCH}`, async (store) =>
      measure(
        `${BATCH} events per append`,
        BATCHED,
        await timed(() => appendAll(store, BATCHED, BATCH, counts)),
      ),
    );
    step(`${BATCHED} raw rows in inserts of ${BATCH}`);
    const rawBatched = measure(
      `raw insert, ${BATCH} rows per transaction`,
      BATCHED,
      await timed(() => insertRawAll(db, BATCHED, BATCH, SINGLE)),
    );
    results.push(rawBatched);
    const batchedRatio = batched.eventsPerSecond / rawBatched.eventsPerSecond;
    batched.target = `≥ ${TARGET_BATCHED_EVENTS_PER_SECOND}/s, ≥ ${TARGET_BATCHED_RAW_RATIO} × raw (${batchedRatio.toFixed(2)})`;
    batched.pass =
      batched.eventsPerSecond >= TARGET_BATCHED_EVENTS_PER_SECOND && batchedRatio >= TARGET_BATCHED_RAW_RATIO;

    let rawRatio = Number.NaN;
    for (const writers of WRITER_COUNTS) {
      const total = CONCURRENT_APPENDS * (writers > 8 ? 2 : 1);
      step(`${total} appends of one event from ${writers} concurrent writers, ours and Emmett`);
      const own = await compare(`${writers} writers`, (store) => concurrentAppends(store, writers, total));
      if (writers !== 8) continue;
      step(`${total} raw single-row inserts from ${writers} concurrent writers`);
      const raw = concurrently(writers, total, (writer, i) =>
        db.transaction((tx) =>
          insertRaw(tx, [{ streamId: `raw-${writer}`, revision: i, event: benchEvent(i) }]),
        ),
      );
      const rawMeasurement = measure(
        `raw insert, 1 row per transaction, ${writers} writers`,
        raw.events,
        await raw.run(),
      );
      results.push(rawMeasurement);
      rawRatio = own.eventsPerSecond / rawMeasurement.eventsPerSecond;
      own.target = `≥ ${TARGET_RAW_RATIO_8_WRITERS} × raw (${rawRatio.toFixed(2)})`;
      own.pass = rawRatio >= TARGET_RAW_RATIO_8_WRITERS;
    }

    let busy: BusyWritersResult | undefined;
    if (BUSY.seconds > 0) {
      step(`${BUSY.writers} writers on a busy event loop for ${BUSY.seconds} s (ours)`);
      busy = await busyWriters(createPostgresEventStore(db), BUSY);
    }

    step(`readAll in pages of ${READ_PAGE}, ours and Emmett`);
    await compare('read all', async (store) => {
      let read = 0;
      const ms = await timed(async () => {
        read = await store.readAll(READ_PAGE);
      });
      return measure(`readAll, pages of ${READ_PAGE}`, read, ms);
    });

    printTable(`Event store on PostgreSQL (${machineLine()})`, results);
    printPeerTable(peerRows);
    if (busy) printBusy(busy);
    return { results, busy, peer: peerRows, rawRatio8Writers: rawRatio };
  } finally {
    for (const contender of contenders) await contender.close();
  }
}

async function runPglite(db: Db, engine: string): Promise<RunResult> {
  await runMigrations(db);
  const store = ours(db);
  const counts = new Map<string, number>();
  const results = [
    measure('append, 1 event per append', SINGLE, await timed(() => appendAll(store, SINGLE, 1, counts))),
    measure(
      `append, ${BATCH} events per append`,
      BATCHED,
      await timed(() => appendAll(store, BATCHED, BATCH, counts)),
    ),
  ];
  let read = 0;
  const readMs = await timed(async () => {
    read = await store.readAll(READ_PAGE);
  });
  results.push(measure(`readAll, pages of ${READ_PAGE}`, read, readMs));
  printTable(`Event store on ${engine} (${machineLine()})`, results);
  return { results };
}

function printPeerTable(rows: readonly PeerRow[]): void {
  console.log(`
ours ÷ Emmett (target ≥ ${TARGET_PEER_RATIO.toFixed(2)} on every row)`);
  for (const row of rows)
    console.log(
      `  ${row.row.padEnd(12)} ${String(row.ours.eventsPerSecond).padStart(8)}/s ÷ ` +
        `${String(row.peer.eventsPerSecond).padStart(8)}/s = ${row.ratio.toFixed(2)}× ${row.pass ? 'PASS' : 'FAIL'}`,
    );
}

function printBusy(busy: BusyWritersResult): void {
  const { p50, p95, p99, max } = busy.latencyMs;
  console.log(
    `${busy.name}: ${busy.appends} appends, ${busy.appendsPerSecond}/s, ` +
      `latency p50 ${p50} / p95 ${p95} / p99 ${p99} / max ${max} ms`,
  );
}

const machineLine = () => `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}`;

interface RunResult {
  results: Measurement[];
  busy?: BusyWritersResult;
  peer?: PeerRow[];
  rawRatio8Writers?: number;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  let engine: string;
  let outcome: RunResult;
  if (url) {
    engine = 'postgresql';
    const name = `ghg_bench_event_store_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await withAdminClient(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const scratchUrl = urlForDatabase(url, name);
    const poolSize = Math.max(...WRITER_COUNTS, BUSY.writers) + 2;
    const db = await openDb({ kind: 'postgres', url: scratchUrl, poolSize });
    try {
      outcome = await runPostgres(db, scratchUrl, poolSize);
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
      outcome = await runPglite(db, engine);
    } finally {
      await db.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const { results, busy, peer, rawRatio8Writers } = outcome;

  const resultsDir = path.resolve(__dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `event-store-${engine.split(' ')[0]}-${startedAt.replace(/[:.]/g, '-')}.json`,
  );
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
  fs.writeFileSync(
    file,
    JSON.stringify(
      { benchmark: 'event-store', engine, startedAt, machine, results, peer, rawRatio8Writers, busy },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
  const missed = [
    ...results.filter((result) => result.pass === false).map((result) => result.name),
    ...(peer ?? []).filter((row) => !row.pass).map((row) => `${row.row} vs Emmett`),
  ];
  endWithMissedTargets(missed);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
