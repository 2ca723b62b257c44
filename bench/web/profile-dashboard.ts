/**
 * Where the dashboard's first load spends main-thread time: a CPU profile of `/` of the built app (signed in as the
 * demo administrator, cold cache), each sample's function mapped through the build's source maps to its source file
 * (a library by its package name). Prints the self time per source file, the long tasks and the script time.
 *   npm run build && npx tsx bench/web/profile-dashboard.ts
 * Options (env): PROFILE_RUNS (3), CHROME_PATH, DEMO_PASSWORD, PROFILE_TOP (25 rows).
 * A finding tool, not a target: the figures follow the machine's load; compare runs made one after another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startBuiltApp } from './built-app.js';
import { CHROME_FLAGS, CHROMIUM } from './sign-in.js';

const ROOT = path.resolve(__dirname, '../..');
const ASSETS = path.join(ROOT, 'apps/web/dist/assets');
const ACCOUNT = {
  email: 'admin@demo.ghg-ledger.local',
  password: process.env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!',
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerOf(url: string): SourceMapConsumer | null {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  if (!consumers.has(file)) {
    const map = `${file}.map`;
    consumers.set(
      file,
      fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')) as never) : null,
    );
  }
  return consumers.get(file) ?? null;
}

/** A library by its package name, the app by its path under apps/web/src or libs. */
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  if (!frame.url.includes('/assets/') || frame.lineNumber < 0) return path.basename(frame.url);
  const consumer = consumerOf(frame.url);
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source;
  if (!source) return path.basename(frame.url);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(apps|libs)\//, '$1/');
}

async function profileOnce(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/auth/login?returnTo=%2Fauth%2Fsigned-in`);
    await page.locator('#email').fill(ACCOUNT.email);
    await page.locator('#password').fill(ACCOUNT.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !/\/oidc\/|\/auth\/signed-in/.test(url.pathname), { timeout: 30_000 });
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // A string, not a function: this file is compiled for Node (no DOM types, and tsx would add its helpers).
    await page.addInitScript({
      content: `window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });`,
    });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-testid=charts-loading][data-loading=false]').waitFor({ state: 'attached' });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const longTasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
    return { profile, longTasks };
  } finally {
    await browser.close();
  }
}

function selfTimeBySource(profile: Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const bySource = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id)!;
    const key = sourceOf(node.callFrame);
    bySource.set(key, (bySource.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return bySource;
}

async function main(): Promise<void> {
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
  const top = Number(process.env.PROFILE_TOP ?? 25);
  const app = await startBuiltApp(ROOT, path.join(os.tmpdir(), `ghg-profile-web-${process.pid}.log`));
  const totals = new Map<string, number>();
  try {
    await profileOnce(app.baseUrl); // warm-up: the server's first query plans
    for (let i = 0; i < runs; i += 1) {
      const { profile, longTasks } = await profileOnce(app.baseUrl);
      const bySource = selfTimeBySource(profile);
      let script = 0;
      for (const [key, ms] of bySource) {
        totals.set(key, (totals.get(key) ?? 0) + ms / runs);
        if (!['((idle))', '((program))', '((garbage collector))'].includes(key)) script += ms;
      }
      const blocking = longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      console.log(
        `run ${i + 1}: script ${script.toFixed(0)} ms, ${longTasks.length} long tasks (${longTasks
          .map((t) => t.duration.toFixed(0))
          .join(', ')} ms), blocking ${blocking.toFixed(0)} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await app.stop();
  }
  console.log(`self time per source, mean of ${runs} runs:`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
