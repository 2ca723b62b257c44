/**
 * Spreadsheet benchmark (issue 17): a 100,000-row workbook (.xlsx and .xls) imported through the real API
 * (multipart upload → inspection → parse worker → validation → one append), then the same rows exported.
 *   node -r ./bench/answers/swc-register.cjs bench/spreadsheets/run.ts
 *   BENCH_DATABASE_URL=postgres://… (or CI_BENCH_DATABASE_URL / DATABASE_URL) for PostgreSQL; else PGlite.
 * Targets: import ≤ 5 s to validated-and-appended per format, peak RSS of the API process < 300 MB, export ≤ 3 s.
 * With PostgreSQL the API runs built in its own process (`npm run build:node` first) and its peak RSS is the
 * kernel's high-water mark of that process; with PGlite it shares this process (the RSS then counts PGlite, the
 * projector, SWC and the client too). Options: BENCH_ROWS (100000), BENCH_XLS_MAX_ROWS (all rows). Exits 1 on a
 * missed target (BENCH_STRICT=0: prints them only). BENCH_API_NODE_ARGS: node options of the API process, e.g.
 * `--cpu-prof --cpu-prof-dir=.tmp/prof` to see where an import's time goes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { findSection, organizationStreamId } from '@ghg/domain';
import { createPostgresEventStore } from '@ghg/event-store';
import { allProjections, createProjectorLogger, Projector } from '@ghg/projector';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import {
  sectionRowsInMemory,
  workbookContent,
} from '../../apps/api/src/spreadsheets/workbook/workbook-content.js';
import { writeXls } from '../../apps/api/src/spreadsheets/workbook/write-xls.js';
import { writeXlsx } from '../../apps/api/src/spreadsheets/workbook/write-xlsx.js';
import { BENCH_ACTOR_HEADER, BenchActorResolver } from '../answers/bench-actors.js';
import { scratchPostgres } from '../projector-rebuild/scratch-postgres.js';
import { endWithMissedTargets, FAR_OFF } from '../support/missed-targets.js';
import { fuelRows } from './fuel-rows.js';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 100_000);
const TARGET_IMPORT_MS = 5000;
const TARGET_EXPORT_MS = 3000;
const TARGET_RSS_MB = 300;
/**
 * Rows of the .xls fixture (default: all). SheetJS' BIFF8 writer once held 16 KB per cell and capped this at
 * 20,000; the app's writer (biff8-cells.ts) no longer does, and a 100,000-row .xls spans two sheets (65,535 + rest).
 */
const XLS_MAX_ROWS = Number(process.env['BENCH_XLS_MAX_ROWS'] ?? ROWS);
const XLS_ROWS = Math.min(ROWS, XLS_MAX_ROWS);
const ORGS = ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002'];

interface Figure {
  name: string;
  ms: number;
  target: number;
  /** RSS of the API when the step started, and the high-water mark of the step alone (reset at its start). */
  startRssMb: number;
  stepPeakRssMb: number;
}

async function main(): Promise<void> {
  const url =
    process.env['BENCH_DATABASE_URL'] || process.env['CI_BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!url) console.log('note: no BENCH_DATABASE_URL: PGlite in memory (one connection, slower appends)');
  const scratch = url ? await scratchPostgres(url) : null;
  const db: Db = scratch
    ? await openDb({ kind: 'postgres', url: scratch.url, poolSize: 10 })
    : await openDb({ kind: 'pglite' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghg-sheets-bench-'));
  let api: BenchApi | null = null;
  try {
    await runMigrations(db);
    const store = createPostgresEventStore(db);
    for (const organizationId of ORGS)
      await store.append(
        organizationStreamId(organizationId),
        [
          {
            type: 'OrganizationRegistered',
            data: { organizationId, name: 'Bench sheets', country: 'PL', demo: false },
            metadata: {
              actorId: 'bench',
              organizationId,
              correlationId: 'bench',
              causationId: null,
              occurredAt: new Date().toISOString(),
              source: { channel: 'system' },
            },
          },
        ],
        'no_stream',
      );
    const files = await writeWorkbooks(dir);
    api = scratch ? await apiProcess(scratch.url) : await apiInProcess(db, store);
    const { base } = api;
    const baselineMb = api.rssMb();
    console.log(
      `${db.kind}: ${ROWS} rows, ${os.cpus().length} cpus, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const figures: Figure[] = [];
    const missed: string[] = [];
    const broken: string[] = [];
    for (const [i, format] of (['xlsx', 'xls'] as const).entries()) {
      const organizationId = ORGS[i]!;
      const rows = format === 'xls' ? XLS_ROWS : ROWS;
      const startRssMb = api.startStep();
      const ms = await importFile(base, organizationId, files[format], format, rows);
      figures.push({
        name: `import .${format} (${rows} rows)`,
        ms,
        target: TARGET_IMPORT_MS,
        startRssMb,
        stepPeakRssMb: api.peakRssMb(),
      });
    }
    // The export reads the read models: let the projector catch up first (not timed; issue 22 owns its speed).
    const follower = new Projector(db, store, allProjections, { logger: createProjectorLogger('silent') });
    const caughtUp = performance.now();
    await follower.start();
    await waitProjected(db, ORGS[0]!);
    console.log(
      `projection of the imported rows: ${((performance.now() - caughtUp) / 1000).toFixed(1)} s (not a target here)`,
    );
    await follower.stop();
    for (const format of ['xlsx', 'xls'] as const) {
      const startRssMb = api.startStep();
      const started = performance.now();
      const res = await fetchOnce(
        `${base}/api/organizations/${ORGS[0]}/sheet-export?format=${format}&questionId=vehicles`,
        {
          headers: { [BENCH_ACTOR_HEADER]: ORGS[0]! },
        },
      );
      const size = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      figures.push({
        name: `export .${format} (${(size / 1e6).toFixed(1)} MB)`,
        ms: performance.now() - started,
        target: TARGET_EXPORT_MS,
        startRssMb,
        stepPeakRssMb: api.peakRssMb(),
      });
    }
    const peakMb = api.runPeakMb();
    console.log(
      'measurement                         ms   target ms   verdict   RSS at start → peak of the step',
    );
    for (const f of figures) {
      const met = f.ms <= f.target;
      if (!met) missed.push(`${f.name} ≤ ${f.target} ms`);
      if (f.ms > f.target * FAR_OFF) broken.push(`${f.name}: ${f.ms.toFixed(0)} ms`);
      console.log(
        `${f.name.padEnd(32)} ${f.ms.toFixed(0).padStart(7)}   ${String(f.target).padStart(9)}   ${(met ? 'met' : 'NOT met').padEnd(7)}   ${f.startRssMb.toFixed(0)} → ${f.stepPeakRssMb.toFixed(0)} MB`,
      );
    }
    const rssMet = peakMb < TARGET_RSS_MB;
    if (!rssMet) missed.push(`peak RSS < ${TARGET_RSS_MB} MB`);
    console.log(`RSS of ${api.measured} before the first upload: ${baselineMb.toFixed(0)} MB`);
    console.log(
      `peak RSS (${api.measured.padEnd(24)}) ${peakMb.toFixed(0).padStart(5)} MB   < ${TARGET_RSS_MB} MB   ${rssMet ? 'met' : 'NOT met'}`,
    );
    const report = {
      benchmark: 'spreadsheets',
      engine: db.kind,
      date: new Date().toISOString(),
      rows: ROWS,
      loadAverage: os.loadavg(),
      figures,
      peakRssMb: peakMb,
      baselineRssMb: baselineMb,
      rssOf: api.measured,
    };
    const results = path.resolve(__dirname, '../results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, `spreadsheets-${db.kind}-${report.date.replace(/[:.]/g, '-')}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    endWithMissedTargets(missed, broken);
  } finally {
    await api?.close();
    await db.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A year of fuel rows for vehicles, written once as .xlsx and .xls with the app's own writers. */
async function writeWorkbooks(dir: string): Promise<{ xlsx: string; xls: string }> {
  const vehicles = findSection('vehicles');
  const rows = fuelRows(ROWS, () => ({ rowId: '', co2eKg: null, factorSource: null }));
  const content = workbookContent([vehicles], 'pl', () => sectionRowsInMemory(rows));
  const xlsx = path.join(dir, 'year.xlsx');
  const out = fs.createWriteStream(xlsx);
  await writeXlsx(content, out);
  await finished(out);
  const xls = path.join(dir, 'year.xls');
  const xlsContent = workbookContent([vehicles], 'pl', () => sectionRowsInMemory(rows.slice(0, XLS_ROWS)));
  const xlsOut = fs.createWriteStream(xls);
  await writeXls(xlsContent, xlsOut);
  await finished(xlsOut);
  return { xlsx, xls };
}

/** A kept-alive connection the server just closed (a loaded machine) is retried once on a fresh one. */
async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function importFile(
  base: string,
  organizationId: string,
  file: string,
  format: string,
  expected: number,
): Promise<number> {
  const headers = { [BENCH_ACTOR_HEADER]: organizationId, 'x-ghg-csrf': '1' };
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), `year.${format}`);
  const started = performance.now();
  const res = await fetchOnce(`${base}/api/organizations/${organizationId}/sheet-imports`, {
    method: 'POST',
    headers,
    body: form,
  });
  const accepted = (await res.json()) as { importId: string };
  if (res.status !== 202) throw new Error(`upload answered ${res.status} ${JSON.stringify(accepted)}`);
  // When each phase was first seen (the poll's resolution): where the time of an import goes.
  const phases = new Map<string, number>([['uploaded', performance.now() - started]]);
  for (;;) {
    const status = (await (
      await fetchOnce(`${base}/api/organizations/${organizationId}/sheet-imports/${accepted.importId}`, {
        headers,
      })
    ).json()) as { phase: string; rows: number; errorCount: number; failure: unknown };
    if (!phases.has(status.phase)) phases.set(status.phase, performance.now() - started);
    if (status.phase === 'imported') {
      if (status.rows !== expected) throw new Error(`imported ${status.rows} rows`);
      console.log(
        `  .${format} phases first seen at: ${[...phases]
          .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
      );
      return performance.now() - started;
    }
    if (status.phase === 'refused' || status.phase === 'failed')
      throw new Error(`import ${JSON.stringify(status).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function waitProjected(db: Db, organizationId: string): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from read.answer_rows where organization_id = $1 and question_id = 'vehicles'",
      [organizationId],
    );
    if (Number(rows[0]?.n) >= ROWS) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface BenchApi {
  base: string;
  /** What the RSS figures are of. */
  measured: string;
  rssMb(): number;
  /** The high-water mark since the last startStep (or since the start). */
  peakRssMb(): number;
  /** Starts a step: resets the high-water mark to the RSS now and returns that RSS (MB). */
  startStep(): number;
  /** The high-water mark of the whole run (every step's and what came before the first). */
  runPeakMb(): number;
  close(): Promise<void>;
}

/**
 * With PostgreSQL the API runs built, in a process of its own (api-process.cjs): its peak RSS is the kernel's
 * high-water mark of that process (VmHWM), the API alone as in production. Needs `npm run build:node` first.
 */
async function apiProcess(url: string): Promise<BenchApi> {
  const nodeArgs = (process.env['BENCH_API_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(__dirname, 'api-process.cjs'), url, ORGS.join(',')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /port (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the API process exited (${code}); npm run build:node first?`)),
    );
  });
  let runPeak = 0;
  const statusMb = (field: string) => {
    const line = fs
      .readFileSync(`/proc/${child.pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    measured: 'the API process',
    rssMb: () => statusMb('VmRSS'),
    peakRssMb: () => statusMb('VmHWM'),
    startStep: () => {
      runPeak = Math.max(runPeak, statusMb('VmHWM'));
      // Writing 5 to clear_refs resets the kernel's high-water mark of the process (Linux ≥ 4.0).
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      return statusMb('VmRSS');
    },
    runPeakMb: () => Math.max(runPeak, statusMb('VmHWM')),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** With PGlite (one in-memory database) the API shares this process: the RSS is of API, PGlite, projector, SWC. */
async function apiInProcess(db: Db, store: ReturnType<typeof createPostgresEventStore>): Promise<BenchApi> {
  const app = await createApiApp({
    db,
    store,
    config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
    logger: createLogger('error', 'bench'),
    actors: new BenchActorResolver(new Set(ORGS)),
  });
  await app.listen(0, '127.0.0.1');
  (globalThis as { gc?: () => void }).gc?.();
  let peak = process.memoryUsage.rss();
  let runPeak = peak;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  return {
    base: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`,
    measured: 'API + PGlite + projector + client',
    rssMb: () => process.memoryUsage.rss() / 1024 / 1024,
    peakRssMb: () => Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024,
    startStep: () => {
      runPeak = Math.max(runPeak, peak, process.memoryUsage.rss());
      peak = process.memoryUsage.rss();
      return peak / 1024 / 1024;
    },
    runPeakMb: () => Math.max(runPeak, peak, process.memoryUsage.rss()) / 1024 / 1024,
    close: async () => {
      clearInterval(timer);
      await app.close();
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
