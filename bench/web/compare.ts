/**
 * Lighthouse on the dashboard of two or more builds of the web, side by side under the same machine load:
 *   npx tsx bench/web/compare.ts before=/tmp/dist-before after=apps/web/dist
 * Each name=directory is a built `apps/web/dist` (e.g. `npx vite build --outDir /tmp/dist-before` on an older
 * commit). One built app per build (the API of this worktree serving that directory), started together; then
 * BENCH_RUNS rounds (3) in which every build gets one run in turn, after one warm-up each, and the medians. On a
 * machine whose load moves every figure by a factor (the project's shared 2-core box), the ratio between builds
 * measured in the same minutes says what a change did; run.ts's absolute figures do not. Writes nothing.
 */
import os from 'node:os';
import path from 'node:path';
import { startBuiltApp, type BuiltApp } from './built-app.js';
import { lighthouseRun, type LighthouseFigures } from './lighthouse-run.js';
import { CHROMIUM } from './sign-in.js';

const ROOT = path.resolve(__dirname, '../..');
const DEMO_ACCOUNT = {
  email: 'admin@demo.ghg-ledger.local',
  password: process.env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!',
};

interface Build {
  name: string;
  app: BuiltApp;
  runs: LighthouseFigures[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function measured(build: Build, label: string): Promise<LighthouseFigures | null> {
  try {
    return await lighthouseRun(build.app.baseUrl, DEMO_ACCOUNT);
  } catch (error) {
    // Under heavy load Lighthouse sometimes gives up (NO_FCP): that run is left out, the others still count.
    console.log(`  ${build.name} ${label}: failed: ${String(error)}`);
    return null;
  }
}

function line(f: Pick<LighthouseFigures, 'score' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls'>): string {
  return `score ${f.score}, LCP ${f.lcpMs.toFixed(0)} ms, FCP ${f.fcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`;
}

async function main(): Promise<void> {
  process.env.CHROME_PATH = CHROMIUM;
  const specs = process.argv.slice(2).map((arg) => {
    const [name, dir] = arg.split('=');
    if (!name || !dir) throw new Error(`expected name=directory, got ${arg}`);
    return { name, dir: path.resolve(dir) };
  });
  if (specs.length < 2) throw new Error('give at least two builds: name=directory name=directory');
  const rounds = Number(process.env.BENCH_RUNS ?? 3);
  const builds: Build[] = await Promise.all(
    specs.map(async ({ name, dir }) => ({
      name,
      app: await startBuiltApp(ROOT, path.join(os.tmpdir(), `ghg-bench-web-${name}-${process.pid}.log`), dir),
      runs: [],
    })),
  );
  try {
    for (const build of builds) await measured(build, 'warm-up');
    for (let round = 1; round <= rounds; round += 1)
      for (const build of builds) {
        const figures = await measured(build, `run ${round}`);
        if (!figures) continue;
        if (figures.finalPath === '/' || figures.finalPath === '/en') build.runs.push(figures);
        console.log(`  ${build.name} run ${round}: ${line(figures)} (load ${os.loadavg()[0]!.toFixed(1)})`);
      }
  } finally {
    await Promise.all(builds.map((build) => build.app.stop()));
  }
  console.log(`medians, ${rounds} rounds (desktop preset):`);
  for (const { name, runs } of builds) {
    if (runs.length === 0) {
      console.log(`  ${name}: no run reached the dashboard`);
      continue;
    }
    const of = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
    const medianFigures = {
      score: of((f) => f.score),
      lcpMs: of((f) => f.lcpMs),
      fcpMs: of((f) => f.fcpMs),
      tbtMs: of((f) => f.tbtMs),
      cls: of((f) => f.cls),
    };
    console.log(`  ${name} (${runs.length} runs): ${line(medianFigures)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
