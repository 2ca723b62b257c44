/**
 * GraphQL limits benchmark (issue 13, finding H2: 3,000 aliases in one query gave a 184 MB answer, 2.97 GB RSS and
 * a 29 s health check). Sends, through the real API (Nest on Fastify, Apollo with the limits), one after another:
 *   - a query of 3,000 aliases of `chartsData` (≈ 60 kB of document): refusal latency, target p95 < 50 ms;
 *   - a mutation of 300 aliased `requestFullReport`s: refusal latency (and no event may be recorded);
 *   - `{ __typename }` for comparison (the smallest query that runs).
 * RSS is read before and after the refusals (after a GC when run with --expose-gc): target unchanged (< 10 MB).
 *   node --expose-gc -r ./bench/answers/swc-register.cjs bench/graphql-limits/run.ts
 * The database is PGlite in memory with the demo seed: a refusal never reaches it. Options (env): BENCH_REQUESTS
 * (100 per kind). Prints figures and ratios to the targets; writes JSON to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, runMigrations } from '@ghg/database';
import { reportRequestsStreamId } from '@ghg/domain';
import { createPostgresEventStore } from '@ghg/event-store';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { DemoAdministratorResolver } from '../../apps/api/src/context/actor-resolver.js';
import { DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';
import { seedDemo } from '../../apps/api/src/seed/demo-seed.js';
import { endWithMissedTargets } from '../support/missed-targets.js';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 100);
const WARM_UP_ROUNDS = Number(process.env['BENCH_WARM_UP_ROUNDS'] ?? 3);
const TARGET_P95_MS = 50;
const TARGET_RSS_GROWTH_MB = 10;

const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
const KINDS = {
  '3,000 aliases of chartsData (refused)': { query: `{ ${aliased(3000, 'chartsData')} }`, status: 400 },
  '300 aliased requestFullReport (refused)': {
    query: `mutation { ${aliased(300, 'requestFullReport(period: { choice: "current-year" }) { requestId }')} }`,
    status: 400,
  },
  '{ __typename } (answered)': { query: '{ __typename }', status: 200 },
} as const;

interface Figures {
  kind: string;
  documentBytes: number;
  answerBytes: number;
  /** CPU of this process (API and client) per request: steadier than latency on a shared machine. */
  cpuMsPerRequest: number;
  p50: number;
  p95: number;
  max: number;
}

async function main(): Promise<void> {
  const db = await openDb({ kind: 'pglite' });
  let app: Awaited<ReturnType<typeof createApiApp>> | null = null;
  try {
    await runMigrations(db);
    const store = createPostgresEventStore(db);
    await seedDemo(store);
    app = await createApiApp({
      db,
      store,
      config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
      logger: createLogger('silent', 'bench'),
      actors: new DemoAdministratorResolver({
        userId: DEMO_ADMIN_ID,
        organizationId: DEMO_ORGANIZATION_ID,
        role: 'administrator',
      }),
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    const url = `http://127.0.0.1:${port}/graphql`;
    const send = async (query: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ghg-csrf': '1' },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, text: await res.text() };
    };

    // Warm-up (three times as many as measured): JIT, Nest's and Apollo's first-request paths, the keep-alive socket,
    // heap growth and the allocator's arenas (after one round RSS still grew ~24 MB with the heap flat; after three
    // it is steady), so the RSS figure shows what refusals themselves keep.
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
      for (const { query } of Object.values(KINDS)) for (let i = 0; i < REQUESTS; i += 1) await send(query);
    const rssBefore = settledRssMb();
    const heapBefore = heapUsedMb();
    const figures: Figures[] = [];
    for (const [kind, { query, status }] of Object.entries(KINDS)) {
      const samples: number[] = [];
      let answerBytes = 0;
      const cpu = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now();
        const answer = await send(query);
        samples.push(performance.now() - started);
        if (answer.status !== status)
          throw new Error(`${kind}: ${answer.status} ${answer.text.slice(0, 200)}`);
        answerBytes = Buffer.byteLength(answer.text);
      }
      const { user, system } = process.cpuUsage(cpu);
      const cpuMsPerRequest = round((user + system) / 1000 / REQUESTS);
      figures.push({
        kind,
        documentBytes: Buffer.byteLength(query),
        answerBytes,
        cpuMsPerRequest,
        ...percentiles(samples),
      });
    }
    const rssAfter = settledRssMb();
    const heapAfter = heapUsedMb();
    const events = await store.readStream(reportRequestsStreamId(DEMO_ORGANIZATION_ID));
    if (events.length > 0)
      throw new Error(`${events.length} report requests were recorded by refused mutations`);

    printFigures(figures, rssBefore, rssAfter);
    console.log(`JS heap in use ${heapBefore} MB before, ${heapAfter} MB after`);
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg()[0] },
      requestsPerKind: REQUESTS,
      targets: { refusalP95Ms: TARGET_P95_MS, rssGrowthMb: TARGET_RSS_GROWTH_MB },
      rssMb: { before: rssBefore, after: rssAfter, gcExposed: typeof global.gc === 'function' },
      heapUsedMb: { before: heapBefore, after: heapAfter },
      figures,
    };
    const dir = path.resolve(__dirname, '../results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `graphql-limits-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  } finally {
    await app?.close();
    await db.close();
  }
}

function settledRssMb(): number {
  global.gc?.();
  return round(process.memoryUsage().rss / 1024 / 1024);
}

const heapUsedMb = () => round(process.memoryUsage().heapUsed / 1024 / 1024);

function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p95: at(0.95), max: round(sorted.at(-1)!) };
}

function printFigures(figures: readonly Figures[], rssBefore: number, rssAfter: number): void {
  console.log(
    `\n| request (${REQUESTS} each, in turn) | document | answer | p50 ms | p95 ms | max ms | CPU ms/request |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of figures) {
    console.log(
      `| ${f.kind} | ${f.documentBytes.toLocaleString('en')} B | ${f.answerBytes} B | ${f.p50} | ${f.p95} | ` +
        `${f.max} | ${f.cpuMsPerRequest} |`,
    );
  }
  const refusal = figures[0]!;
  const growth = round(rssAfter - rssBefore);
  console.log(
    `\n3,000-alias refusal p95 ${refusal.p95} ms (target < ${TARGET_P95_MS}): ratio ` +
      `${round(TARGET_P95_MS / refusal.p95)} ${refusal.p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `RSS ${rssBefore} MB before, ${rssAfter} MB after (${growth >= 0 ? '+' : ''}${growth} MB; target < ` +
      `${TARGET_RSS_GROWTH_MB} MB growth): ${growth < TARGET_RSS_GROWTH_MB ? 'met' : 'NOT met'}` +
      (typeof global.gc === 'function' ? '' : ' (no --expose-gc: RSS read without a GC first)'),
  );
  endWithMissedTargets([
    ...(refusal.p95 < TARGET_P95_MS ? [] : [`3,000-alias refusal p95 ${refusal.p95} ms`]),
    ...(growth < TARGET_RSS_GROWTH_MB ? [] : [`RSS growth ${growth} MB`]),
  ]);
}

const round = (n: number) => Math.round(n * 10) / 10;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
