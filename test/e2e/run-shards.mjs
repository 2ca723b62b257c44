// `npm run test:e2e`: the journeys in E2E_SHARDS Playwright processes side by side (default 2; 1 when spec files are
// named), each with its own server, database, SMTP sink and ports (E2E_PORT 3100, 3200, …), so no journey ever
// sees another shard's data. Chromium keeps the cores busy (a journey beside another takes 1.3–1.45 times as long),
// so on our 2 cores two shards take about 0.7 of the time of one, not half. Exits non-zero when any shard fails.
// Arguments go to every `playwright test`.
//
// Playwright shares tests out by count, in file order, not by duration. The axe walks are few, first in the order,
// and each as long as ten journeys: left to Playwright, one shard took all six and ran for twice as long as the
// other. So each shard runs twice in a row: its share of the walks, then (on a fresh server) its share of the rest.
// The rest is shared out by file, by the seconds each file took in CI (journey-seconds.json; a file not listed
// counts as the median): by count, one shard had 19.0 min of journeys and the other 14.7.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const namesSpecs = args.some((a) => !a.startsWith('-'));
const shards = Number(process.env.E2E_SHARDS ?? (namesSpecs ? 1 : 2));
if (!Number.isInteger(shards) || shards < 1)
  throw new Error(`E2E_SHARDS must be a whole number ≥ 1, not ${shards}`);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const startedAt = Date.now();

/** Files as long as many journeys each: shared out on their own (their tests are in parallel mode). */
const LONG_FILES = ['a11y-routes.e2e.spec.ts'];

/**
 * The journey files in `count` groups of about equal measured seconds: the longest first, each to the group with
 * the least so far. Each file becomes a Playwright filter (a regular expression over the file's path).
 */
function journeyFilesBy(count) {
  const dir = path.join(root, 'test/e2e');
  const seconds = JSON.parse(readFileSync(path.join(dir, 'journey-seconds.json'), 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.spec.ts') && !LONG_FILES.includes(name))
    .map((name) => ({ name, seconds: seconds[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const groups = Array.from({ length: count }, () => ({ seconds: 0, filters: [] }));
  for (const file of files) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += file.seconds;
    lightest.filters.push(`/${file.name.replace(/\./g, '\\.')}$`);
  }
  return groups.map((group) => group.filters);
}

const journeyGroups = shards > 1 && !namesSpecs ? journeyFilesBy(shards) : [];

async function runShard(index) {
  const phases =
    shards > 1 && !namesSpecs
      ? [
          { name: 'walks', args: LONG_FILES, ignore: '', sharded: true },
          { name: 'journeys', args: journeyGroups[index], ignore: LONG_FILES.join(','), sharded: false },
        ]
      : [{ name: 'all', args: [], ignore: '', sharded: shards > 1 }];
  let code = 0;
  for (const [k, phase] of phases.entries()) {
    // No filter would run every file: a shard left without journeys (more shards than files) has none to run.
    if (phase.name === 'journeys' && phase.args.length === 0) continue;
    const result = await runPhase(index, k, phase);
    if (result !== 0) code = result;
  }
  return { index, code };
}

function runPhase(index, k, phase) {
  const port = firstPort + 100 * index;
  const shardArgs = phase.sharded ? [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'] : [];
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    // A fresh database for each phase of each shard: the timestamp names the run for global-setup's clean-up.
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${startedAt + 10 * index + k}`,
    E2E_OUTPUT_DIR: path.join(
      root,
      'test-results',
      shards > 1 ? `e2e-shard-${index + 1}-${phase.name}` : 'e2e',
    ),
    E2E_IGNORE: phase.ignore,
  };
  if (shards > 1 && process.env.E2E_DATA_DIR)
    env.E2E_DATA_DIR = `${process.env.E2E_DATA_DIR}-${index + 1}-${k}`;
  const child = spawn(
    'npx',
    ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...shardArgs, ...phase.args, ...args],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const prefix = shards > 1 ? `[${index + 1}/${shards} ${phase.name}] ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i)));
const failed = results.filter((r) => r.code !== 0);
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
for (const r of results) console.log(`e2e shard ${r.index + 1}/${shards}: exit ${r.code}`);
console.log(
  `e2e: ${shards} shard(s) in ${minutes} min${failed.length > 0 ? `, ${failed.length} failed` : ''}`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
