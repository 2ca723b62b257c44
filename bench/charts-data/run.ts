/**
 * Dashboard benchmark (issue 22 point 4): GET /api/organizations/:orgId/charts-data through the real API (NestJS,
 * Fastify, the query and its cache) over HTTP, load from autocannon in a child process (load-client.cjs), on a read
 * model of 10,000 organizations and 5,000,000 emission lines (one organization has 50,000 over five years, the
 * others share the rest). The read tables are filled straight by the server (generate_series, dataset.ts), then:
 *   - across organizations, 8 clients: every request another organization and period (the cache on, as in
 *     production, but 80,000 distinct questions for 2,000 entries: nearly every request runs the GROUP BY);
 *   - the 50,000-line organization cold (cache off: every request runs the GROUP BY), 1 and 8 clients;
 *   - warm: the dashboard's range choices again, answered from the cache after the version check; 1, 8, 32 clients;
 *   - drill-down latency: the lines of one month of one section (GET …/emission-lines).
 * Actors: the organization named in the path, as administrator (sessions are measured by bench/embedded-read).
 * API, database and load share the machine's cores. The API's RSS is sampled during every phase and printed
 * with and without the resident part of SWC, the benchmark's TypeScript compiler (bench/support/loader-rss.ts).
 *   BENCH_DATABASE_URL=postgres://… node $(node tools/runtime/api-node-flags.mjs) -r ./bench/answers/swc-register.cjs bench/charts-data/run.ts
 *     (also CI_BENCH_DATABASE_URL or DATABASE_URL; a scratch database is created beside it and dropped)
 *   node -r ./bench/answers/swc-register.cjs bench/charts-data/run.ts     PGlite in memory (figures not comparable)
 * Options (env): BENCH_SCALE=ci (1,000 organizations, 250,000 lines: CI's size, and PGlite's default),
 *   BENCH_ORGANIZATIONS (10,000), BENCH_LINES (5,000,000), BENCH_TARGET_LINES (50,000), BENCH_SECONDS (per phase,
 *   10), BENCH_CONCURRENCY (the largest warm phase, 32). Targets at 8 clients: p95 < 25 ms and ≥ 1,000 req/s,
 *   API RSS < 300 MB; 1 client: p95 < 25 ms. A miss exits 1 unless BENCH_STRICT=0 (CI: the cores are shared).
 * Prints measured vs target and the ratios; writes JSON to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { createPostgresEventStore } from '@ghg/event-store';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { ChartsDataCache } from '../../apps/api/src/charts/charts-data/charts-data-cache.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { scratchPostgres } from '../projector-rebuild/scratch-postgres.js';
import { buildDataset, organizationIds, TARGET_ORGANIZATION } from './dataset.js';
import { endWithMissedTargets } from '../support/missed-targets.js';
import { type Phase, phase, printFigures } from './measure.js';
import { OrganizationInPathResolver } from './organization-in-path-resolver.js';

const env = process.env;
const SECONDS = Number(env['BENCH_SECONDS'] ?? 10);
const CONCURRENCY = Number(env['BENCH_CONCURRENCY'] ?? 32);
const TARGETS = { p95Ms: 25, requestsPerSecond: 1000, rssMb: 300 };

/** What the dashboard asks for: from the beginning, current year, previous year, custom ranges; both methods. */
const RANGES = [
  '',
  'dateFrom=2025-01&dateTo=2025-12',
  'dateFrom=2024-01&dateTo=2024-12',
  'dateFrom=2022-03&dateTo=2023-08',
];
const QUERIES = RANGES.flatMap((range) =>
  ['location', 'market'].map((method) => `${range}${range ? '&' : ''}scope2Method=${method}`),
);
const chartsPath = (organizationId: string, query: string) =>
  `/api/organizations/${organizationId}/charts-data?${query}`;
const CHARTS_PATHS = QUERIES.map((query) => chartsPath(TARGET_ORGANIZATION, query));
const DRILL_PATHS = ['2025-01', '2024-06', '2023-11', '2022-02'].flatMap((period) =>
  ['electricity', 'vehicles', 'purchased-goods'].map(
    (category) =>
      `/api/organizations/${TARGET_ORGANIZATION}/emission-lines?period=${period}&category=${category}`,
  ),
);

/** 20,000 requests over every organization and question in a fixed pseudo-random order (no two alike in a row). */
function acrossOrganizations(organizations: number): string[] {
  const ids = organizationIds(organizations);
  return Array.from({ length: 20_000 }, (_, n) => {
    const k = (n * 7919 + 13) % (organizations * QUERIES.length);
    return chartsPath(ids[k % organizations]!, QUERIES[Math.floor(k / organizations)]!);
  });
}

function scale(engine: 'postgresql' | 'pglite') {
  const ci = env['BENCH_SCALE'] === 'ci' || engine === 'pglite';
  return {
    organizations: Number(env['BENCH_ORGANIZATIONS'] ?? (ci ? 1_000 : 10_000)),
    totalLines: Number(env['BENCH_LINES'] ?? (ci ? 250_000 : 5_000_000)),
    targetLines: Number(env['BENCH_TARGET_LINES'] ?? 50_000),
  };
}

async function main(): Promise<void> {
  const url = env['BENCH_DATABASE_URL'] || env['CI_BENCH_DATABASE_URL'] || env['DATABASE_URL'];
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
  let missed: string[] = [];
  try {
    await runMigrations(db);
    const started = performance.now();
    const size = scale(engine);
    let reported = 0;
    const dataset = await buildDataset(db, size, (done) => {
      if (done - reported < size.organizations / 5 && done < size.organizations) return;
      reported = done;
      console.log(`  seeded ${done} of ${size.organizations} organizations (${seconds(started)} s)`);
    });
    console.log(
      `${engine}: ${dataset.organizations} organizations, ${dataset.targetLines + dataset.otherLines} emission ` +
        `lines (${dataset.targetLines} in the measured one, ${dataset.otherLines} in the others) in ` +
        `${seconds(started)} s (generate_series straight into the read tables)`,
    );
    app = await createApiApp({
      db,
      store: createPostgresEventStore(db),
      config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
      logger: createLogger('silent', 'bench'),
      actors: new OrganizationInPathResolver(),
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const cache = app.get(ChartsDataCache);
    const ms = SECONDS * 1000;
    const phases: Phase[] = [];
    phases.push(
      await phase(
        `across ${dataset.organizations} organizations, 8 clients`,
        base,
        acrossOrganizations(dataset.organizations),
        8,
        ms,
        1e9,
      ),
    );
    cache.capacity = 0;
    phases.push(await phase('50,000-line organization cold, 1 client', base, CHARTS_PATHS, 1, ms, 400));
    phases.push(await phase('50,000-line organization cold, 8 clients', base, CHARTS_PATHS, 8, ms, 1e9));
    cache.capacity = 2000;
    phases.push(await phase('warm, 1 client', base, CHARTS_PATHS, 1, ms, 2000));
    phases.push(await phase('warm, 8 clients', base, CHARTS_PATHS, 8, ms, 1e9));
    phases.push(await phase(`warm, ${CONCURRENCY} clients`, base, CHARTS_PATHS, CONCURRENCY, ms, 1e9));
    phases.push(
      await phase('drill-down (one month of one section), 1 client', base, DRILL_PATHS, 1, ms, 400),
    );
    missed = printFigures(phases, TARGETS);
    const report = {
      date: new Date().toISOString(),
      engine,
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      dataset,
      targets: TARGETS,
      phases,
      missed,
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
  endWithMissedTargets(missed);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
