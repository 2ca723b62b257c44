/**
 * Dashboard benchmark: GET /api/organizations/:orgId/charts-data through the real API (NestJS, Express, the query
 * and its cache) on a read model of 1,000 organizations, one of which has 50,000 emission lines over five years.
 * The lines are inserted straight into read.emission_lines (the read model under test), then:
 *   - cold latency: the cache turned off, so every request runs the GROUP BY (one client, requests in turn);
 *   - warm latency: the dashboard's range choices again, answered from the cache after the version check;
 *   - throughput: many clients at once (keep-alive), warm and cold;
 *   - drill-down latency: the lines of one month of one section (GET …/emission-lines).
 * The HTTP load runs in a child process (load-client.cjs), so it does not share the API's event loop; API,
 * database and load share the machine's cores.
 *   BENCH_DATABASE_URL=postgres://… node -r ./bench/answers/swc-register.cjs bench/charts-data/run.ts
 *     (also CI_BENCH_DATABASE_URL or DATABASE_URL; a scratch database is created beside it and dropped)
 *   node -r ./bench/answers/swc-register.cjs bench/charts-data/run.ts     PGlite in memory (figures not comparable)
 * Options (env): BENCH_SECONDS (throughput phase length, 10), BENCH_CONCURRENCY (32), BENCH_OTHER_LINES (150).
 * Prints measured vs target and the ratios; writes JSON to bench/results/.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { ChartsDataCache } from '../../apps/api/src/charts/charts-data/charts-data-cache.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { DemoAdministratorResolver } from '../../apps/api/src/context/actor-resolver.js';
import { scratchPostgres } from '../projector-rebuild/scratch-postgres.js';
import { buildDataset, TARGET_ORGANIZATION } from './dataset.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const OTHER_LINES = Number(process.env['BENCH_OTHER_LINES'] ?? 150);
const TARGET_P95_MS = 25;
const TARGET_RPS = 1000;
const run = promisify(execFile);

/** What the dashboard asks for: from the beginning, current year, previous year, custom ranges; both methods. */
const RANGES = [
  '',
  'dateFrom=2025-01&dateTo=2025-12',
  'dateFrom=2024-01&dateTo=2024-12',
  'dateFrom=2022-03&dateTo=2023-08',
];
const CHARTS_PATHS = RANGES.flatMap((range) =>
  ['location', 'market'].map(
    (method) =>
      `/api/organizations/${TARGET_ORGANIZATION}/charts-data?${range}${range ? '&' : ''}scope2Method=${method}`,
  ),
);
const DRILL_PATHS = ['2025-01', '2024-06', '2023-11', '2022-02'].flatMap((period) =>
  ['electricity', 'vehicles', 'purchased-goods'].map(
    (category) =>
      `/api/organizations/${TARGET_ORGANIZATION}/emission-lines?period=${period}&category=${category}`,
  ),
);

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}
interface Phase {
  phase: string;
  concurrency: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of the API process (NestJS + pg client) per request, ms. */
  apiCpuMsPerRequest: number;
}

async function load(
  url: string,
  paths: string[],
  concurrency: number,
  durationMs: number,
  maxRequests: number,
) {
  const input = JSON.stringify({ url, paths, concurrency, durationMs, maxRequests, headers: {} });
  const { stdout } = await run(process.execPath, [path.join(__dirname, 'load-client.cjs'), input], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadResult;
}

async function phase(
  name: string,
  url: string,
  paths: string[],
  concurrency: number,
  durationMs: number,
  maxRequests: number,
): Promise<Phase> {
  await load(url, paths, Math.min(concurrency, 4), 2000, paths.length * 4); // warm-up: plans, pools, JIT
  const cpu = process.cpuUsage();
  const result = await load(url, paths, concurrency, durationMs, maxRequests);
  const { user, system } = process.cpuUsage(cpu);
  const at = (q: number) =>
    round(
      result.latencies[Math.min(result.latencies.length - 1, Math.floor(q * result.latencies.length))] ?? NaN,
    );
  const figures: Phase = {
    phase: name,
    concurrency,
    requests: result.requests,
    errors: result.errors,
    requestsPerSecond: Math.round(result.requests / result.seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    apiCpuMsPerRequest: round((user + system) / 1000 / Math.max(1, result.requests)),
  };
  console.log(
    `  ${name}: ${figures.requests} requests (${figures.errors} errors) in ${result.seconds.toFixed(1)} s, ` +
      `${figures.requestsPerSecond}/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, load ${loadAverage()}`,
  );
  return figures;
}

const round = (n: number) => Math.round(n * 100) / 100;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const url =
    process.env['BENCH_DATABASE_URL'] || process.env['CI_BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!url)
    console.log(
      'note: no BENCH_DATABASE_URL / CI_BENCH_DATABASE_URL / DATABASE_URL: PGlite in memory (one connection, ' +
        'figures not comparable with the PostgreSQL targets)',
    );
  const scratch = url ? await scratchPostgres(url) : null;
  const db: Db = scratch
    ? await openDb({ kind: 'postgres', url: scratch.url, poolSize: 16 })
    : await openDb({ kind: 'pglite' });
  const engine = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  let app: Awaited<ReturnType<typeof createApiApp>> | null = null;
  try {
    await runMigrations(db);
    const started = performance.now();
    const dataset = await buildDataset(db, {
      organizations: 1000,
      targetLines: 50_000,
      otherLinesEach: OTHER_LINES,
    });
    console.log(
      `${engine}: ${dataset.organizations} organizations, ${dataset.targetLines} lines in the measured one, ` +
        `${dataset.otherLines} in the others (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
    );
    const actors = new DemoAdministratorResolver({
      userId: 'bench',
      organizationId: TARGET_ORGANIZATION,
      role: 'administrator',
    });
    app = await createApiApp({
      db,
      store: createPostgresEventStore(db),
      config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
      logger: createLogger('silent', 'bench'),
      actors,
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const cache = app.get(ChartsDataCache);
    const ms = SECONDS * 1000;
    const phases: Phase[] = [];
    cache.capacity = 0;
    phases.push(await phase('charts-data cold, 1 client', base, CHARTS_PATHS, 1, ms, 400));
    phases.push(
      await phase(
        `charts-data cold, ${Math.min(CONCURRENCY, 8)} clients`,
        base,
        CHARTS_PATHS,
        Math.min(CONCURRENCY, 8),
        ms,
        1e9,
      ),
    );
    cache.capacity = 2000;
    phases.push(await phase('charts-data warm, 1 client', base, CHARTS_PATHS, 1, ms, 2000));
    phases.push(await phase('charts-data warm, 8 clients', base, CHARTS_PATHS, 8, ms, 1e9));
    phases.push(
      await phase(`charts-data warm, ${CONCURRENCY} clients`, base, CHARTS_PATHS, CONCURRENCY, ms, 1e9),
    );
    phases.push(
      await phase('drill-down (one month of one section), 1 client', base, DRILL_PATHS, 1, ms, 400),
    );
    printFigures(phases);
    const report = {
      date: new Date().toISOString(),
      engine,
      machine: { cpus: os.cpus().length, node: process.version },
      dataset,
      targets: { p95Ms: TARGET_P95_MS, requestsPerSecond: TARGET_RPS },
      phases,
    };
    const dir = path.resolve(__dirname, '../results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `charts-data-${engine}-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  } finally {
    await app?.close();
    await db.close();
    await scratch?.drop();
  }
}

function printFigures(phases: readonly Phase[]): void {
  console.log(
    '\n| phase | p95 ms (target < 25) | ratio | requests/s (target ≥ 1,000) | ratio | API CPU ms/request |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const p of phases) {
    const latencyRatio = round(TARGET_P95_MS / p.p95);
    // One client in turn measures latency; its requests/s is 1000 ÷ latency, not the API's capacity.
    const throughput =
      p.concurrency > 1
        ? `${round(p.requestsPerSecond / TARGET_RPS)} ${p.requestsPerSecond >= TARGET_RPS ? 'met' : 'missed'}`
        : '—';
    console.log(
      `| ${p.phase} | ${p.p95} | ${latencyRatio} ${p.p95 < TARGET_P95_MS ? 'met' : 'missed'} | ` +
        `${p.requestsPerSecond} | ${throughput} | ${p.apiCpuMsPerRequest} |`,
    );
  }
  console.log(
    '(latency ratio = target ÷ measured, throughput ratio = measured ÷ target; above 1 meets the target)',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
