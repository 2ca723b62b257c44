/**
 * Web benchmark of the dashboard: Lighthouse (performance category, desktop preset) on `/` of the built app, signed
 * in as the demo administrator, plus the initial JavaScript a first visit downloads (gzip).
 *   npm run build && npx tsx bench/web/run.ts
 * Builds nothing itself. Starts `node apps/api/dist/main.embedded.js` on a free port with a fresh GHG_DATA_DIR
 * under the system temp dir (the demo company is seeded on first start); for each run, launches Chromium, signs in
 * through the embedded identity provider with Playwright over that Chromium's debugging port (the session cookie
 * is in the browser's own jar), then runs Lighthouse on it with storage reset off.
 * Options (env): CHROME_PATH (/usr/bin/chromium), BENCH_RUNS (3, median reported), BENCH_WRITE_DOCS (1: replace
 * the "Web (dashboard)" section of docs/benchmarks.md), DEMO_PASSWORD, BENCH_LHR_DIR (keep each full report).
 * Targets: performance score ≥ 95, LCP < 1.5 s, initial JS ≤ 200 KB gzip; the process exits 1 when the size is
 * missed, and when score or LCP is missed with BENCH_STRICT=1 (they depend on the machine's load).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltApp } from './built-app.js';
import { measureInitialJs } from './initial-js.js';
import { lighthouseRun, type LighthouseFigures } from './lighthouse-run.js';
import { CHROMIUM } from './sign-in.js';
import { writeDocsSection } from './docs-section.js';

const ROOT = path.resolve(__dirname, '../..');
const TARGETS = { score: 95, lcpMs: 1500, initialJsGzipKb: 200 };
const DEMO_ACCOUNT = {
  email: 'admin@demo.ghg-ledger.local',
  password: process.env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function linesOnDashboard(baseUrl: string, cookie: string): Promise<number> {
  const headers = { cookie, 'content-type': 'application/json', 'x-ghg-csrf': '1' };
  const me = (await (
    await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: '{"query":"{ me { organizationId } }"}',
    })
  ).json()) as { data: { me: { organizationId: string } } };
  const charts = (await (
    await fetch(`${baseUrl}/api/organizations/${me.data.me.organizationId}/charts-data`, { headers })
  ).json()) as { table: Record<string, { summary: { lines: number } }> };
  return Object.values(charts.table).reduce((sum, scope) => sum + scope.summary.lines, 0);
}

async function main(): Promise<void> {
  process.env.CHROME_PATH = CHROMIUM;
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const loadAtStart = os.loadavg()[0]!;
  const initialJs = measureInitialJs(path.join(ROOT, 'apps/web/dist'));
  const log = path.join(os.tmpdir(), `ghg-bench-web-${process.pid}.log`);
  const app = await startBuiltApp(ROOT, log);
  let figures: LighthouseFigures[] = [];
  let lines = 0;
  try {
    // One unmeasured load warms the server (first query plans, static file cache).
    const warmUp = await lighthouseRun(app.baseUrl, DEMO_ACCOUNT);
    // A reused keep-alive socket closed by a busy server fails the count once: asked again on a new one.
    lines = await linesOnDashboard(app.baseUrl, warmUp.cookie).catch(() =>
      linesOnDashboard(app.baseUrl, warmUp.cookie),
    );
    for (let i = 0; i < runs; i += 1) figures.push(await lighthouseRun(app.baseUrl, DEMO_ACCOUNT));
  } finally {
    await app.stop();
  }
  const all = figures;
  figures = figures.filter((f) => f.finalPath === '/' || f.finalPath === '/en');
  if (figures.length === 0)
    throw new Error(
      `Lighthouse never stayed on the dashboard: ended on ${all.map((f) => f.finalPath).join(', ')} (see ${log})`,
    );

  const score = median(figures.map((f) => f.score));
  const lcpMs = median(figures.map((f) => f.lcpMs));
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    load: os.loadavg()[0]!,
    loadAtStart,
    runs: figures,
    emissionLinesOnDashboard: lines,
    median: {
      score,
      lcpMs,
      fcpMs: median(figures.map((f) => f.fcpMs)),
      tbtMs: median(figures.map((f) => f.tbtMs)),
      cls: median(figures.map((f) => f.cls)),
      mainThreadMs: median(figures.map((f) => f.mainThreadMs)),
      scriptMs: median(figures.map((f) => f.scriptMs)),
      longTasks: median(figures.map((f) => f.longTasks)),
    },
    initialJs,
  };
  const kb = initialJs.gzipBytes / 1024;
  const ratio = (value: number, target: number) => `${(value / target).toFixed(2)} × target`;
  console.log(
    `dashboard of the built app, ${figures.length} Lighthouse runs (desktop preset), ${lines} emission lines, load average ${loadAtStart.toFixed(1)} → ${result.load.toFixed(1)}`,
  );
  console.log(
    `  performance score  ${score.toFixed(0)}  (target ≥ ${TARGETS.score}; ${ratio(score, TARGETS.score)})`,
  );
  console.log(
    `  LCP                ${lcpMs.toFixed(0)} ms  (target < ${TARGETS.lcpMs} ms; ${ratio(lcpMs, TARGETS.lcpMs)})`,
  );
  console.log(
    `  TBT                ${result.median.tbtMs.toFixed(0)} ms; CLS ${result.median.cls.toFixed(3)}; main thread ${result.median.mainThreadMs.toFixed(0)} ms, of it script ${result.median.scriptMs.toFixed(0)} ms; ${result.median.longTasks} long tasks (medians)`,
  );
  console.log(
    `  initial JS gzip    ${kb.toFixed(1)} KB in ${initialJs.files.length} files  (target ≤ ${TARGETS.initialJsGzipKb} KB; ${ratio(kb, TARGETS.initialJsGzipKb)})`,
  );
  for (const f of figures)
    console.log(
      `    run: score ${f.score}, LCP ${f.lcpMs.toFixed(0)} ms, FCP ${f.fcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, main thread ${f.mainThreadMs.toFixed(0)} ms (script ${f.scriptMs.toFixed(0)} ms), ${f.longTasks} long tasks (longest ${f.longestTaskMs.toFixed(0)} ms), JS on load ${(f.scriptTransferBytes / 1024).toFixed(1)} KB`,
    );

  const resultsDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${result.measuredAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`  written ${path.relative(ROOT, file)}`);
  if (process.env.BENCH_WRITE_DOCS !== '0') {
    writeDocsSection(path.join(ROOT, 'docs/benchmarks.md'), result, TARGETS);
    console.log('  docs/benchmarks.md: section "Web (dashboard)" updated');
  }
  // The bundle size is the same on every machine: missing it fails the run. Score and LCP follow the machine's
  // load (a busy 2-core box measures its own CPU, not the page), so they fail the run only with BENCH_STRICT=1.
  const timed = [
    score < TARGETS.score && `performance score ${score.toFixed(0)} < ${TARGETS.score}`,
    lcpMs >= TARGETS.lcpMs && `LCP ${lcpMs.toFixed(0)} ms ≥ ${TARGETS.lcpMs} ms`,
  ].filter((miss): miss is string => typeof miss === 'string');
  const sized =
    kb > TARGETS.initialJsGzipKb ? [`initial JS ${kb.toFixed(1)} KB > ${TARGETS.initialJsGzipKb} KB`] : [];
  const missed = [...sized, ...timed];
  if (missed.length > 0) console.error(`  target missed: ${missed.join('; ')}`);
  if (sized.length > 0 || (timed.length > 0 && process.env.BENCH_STRICT === '1')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
