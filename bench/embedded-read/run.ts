/**
 * Embedded read path (issue 22): signed-in GET /api/users/me and charts-data on the embedded default (PGlite,
 * real sessions through the embedded provider, the projector in-process), 8 keep-alive clients in a child process
 * (bench/charts-data/load-client.cjs), against /healthz as the ceiling of the HTTP stack.
 *   node $(node tools/runtime/api-node-flags.mjs --embedded) -r ./bench/answers/swc-register.cjs bench/embedded-read/run.ts
 * (with the flags `npm start` gives the API: tools/runtime/api-node-flags.mjs --embedded)
 * Options (env): BENCH_SECONDS (per route, 5), BENCH_CONCURRENCY (8). Target: ≥ 2,000 req/s on both signed-in
 * routes; a miss exits 1 (BENCH_STRICT=0 only prints it, for a machine shared with other work).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { endWithMissedTargets } from '../support/missed-targets.js';
import { startApiHarness } from '../../test/api/api-harness.js';
import { HttpBrowser } from '../../test/support/http-browser.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../../apps/api/src/seed/demo-accounts.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const TARGET_RPS = 2_000;
const PASSWORD = 'Bench-Password-123!';
const run = promisify(execFile);

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

async function load(url: string, paths: string[], cookie: string, durationMs: number): Promise<LoadResult> {
  const input = JSON.stringify({
    url,
    paths,
    concurrency: CONCURRENCY,
    durationMs,
    maxRequests: 10_000_000,
    headers: cookie ? { cookie } : {},
  });
  const { stdout } = await run(
    process.execPath,
    [path.join(__dirname, '../charts-data/load-client.cjs'), input],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** The flags `npm start` gives the API (tools/runtime/api-node-flags.mjs, as this Node prints them). */
async function apiFlags(): Promise<string[]> {
  const script = path.join(__dirname, '../../tools/runtime/api-node-flags.mjs');
  const { stdout } = await run(process.execPath, [script, '--embedded']);
  return stdout.split(' ').filter(Boolean);
}

async function main(): Promise<void> {
  const api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
  const missed: string[] = [];
  try {
    const browser = new HttpBrowser(api.url);
    await browser.signIn(demoAccountOf('administrator').email, PASSWORD);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const routes: { name: string; paths: string[]; target?: number }[] = [
      { name: 'GET /healthz (no session)', paths: ['/healthz'] },
      { name: 'GET /api/users/me', paths: ['/api/users/me'], target: TARGET_RPS },
      {
        name: 'GET charts-data',
        paths: [`/api/organizations/${DEMO_ORGANIZATION_ID}/charts-data`],
        target: TARGET_RPS,
      },
    ];
    const given = [...process.execArgv, ...(process.env['NODE_OPTIONS'] ?? '').split(/\s+/)];
    const missing = (await apiFlags()).filter((flag) => !given.includes(flag));
    console.log(
      `Embedded read path, ${CONCURRENCY} connections, ${SECONDS} s per route` +
        (missing.length === 0 ? '' : ` (without ${missing.join(' ')}: not as npm start runs the API)`),
    );
    for (const route of routes) {
      await load(api.url, route.paths, cookie, 1_000); // warm-up
      const cpu = process.cpuUsage();
      const result = await load(api.url, route.paths, cookie, SECONDS * 1000);
      const { user, system } = process.cpuUsage(cpu);
      // The API and PGlite share this process's one thread: 1000 ÷ this is its ceiling on an idle core.
      const cpuMs = (user + system) / 1000 / Math.max(1, result.requests);
      const rps = Math.round(result.requests / result.seconds);
      const p95 = result.latencies[Math.floor(result.latencies.length * 0.95)] ?? NaN;
      const pass = route.target === undefined || (rps >= route.target && result.errors === 0);
      if (!pass) missed.push(route.name);
      console.log(
        `  ${route.name.padEnd(28)} ${String(rps).padStart(6)} req/s  p95 ${p95.toFixed(1)} ms  ` +
          `errors ${result.errors}  API CPU ${cpuMs.toFixed(2)} ms/request (ceiling ${Math.round(1000 / cpuMs)}/s)` +
          (route.target ? `  target ≥ ${route.target} req/s ${pass ? 'PASS' : 'FAIL'}` : ''),
      );
    }
  } finally {
    await api.close();
  }
  endWithMissedTargets(missed);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
