// `npm test`'s checks that need no database, side by side: node tools/test/run-in-parallel.mjs <npm script> …
// Each of formatting, lint, typecheck, the unit tier and the web tests is mostly one busy thread; one after the other
// they took 203 s on our two cores, two at a time about half of that. At most as many run at once as there are cores
// (PARALLEL_JOBS overrides). Each script's output is printed whole when it ends, in the order the scripts were named,
// so logs stay readable; the exit code is the first failure's (every script still runs to its end).
import { spawn } from 'node:child_process';
import os from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/test/run-in-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.PARALLEL_JOBS ?? os.availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script with its output kept; resolves with its exit code, output and seconds. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', script], { env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.stack ?? error}\n`)));
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

const results = new Array(scripts.length);
const printed = { next: 0 };
/** Prints every finished result that is next in the named order. */
function printReady() {
  while (printed.next < scripts.length && results[printed.next]) {
    const { script, code, output, seconds } = results[printed.next];
    process.stdout.write(
      `\n> npm run ${script}  (${code === 0 ? 'passed' : `FAILED, exit ${code}`}, ${seconds.toFixed(0)} s)\n`,
    );
    process.stdout.write(output);
    printed.next += 1;
  }
}

let nextScript = 0;
async function worker() {
  while (nextScript < scripts.length) {
    const index = nextScript++;
    results[index] = await run(scripts[index]);
    printReady();
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, scripts.length) }, worker));
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((result) => result.script).join(', ')}`);
  process.exit(failed[0].code);
}
