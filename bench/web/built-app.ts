import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface BuiltApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app was not ready within ${timeoutMs} ms`);
}

/**
 * Starts the built single-process app (API + projector + web on embedded PGlite) on a free port with a fresh data
 * directory, as `npm start` does after its build: the first start seeds the demo company.
 */
export async function startBuiltApp(
  root: string,
  log: string,
  webDist = path.join(root, 'apps/web/dist'),
): Promise<BuiltApp> {
  const main = path.join(root, 'apps/api/dist/main.embedded.js');
  const web = path.join(webDist, 'index.html');
  for (const file of [main, web])
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghg-bench-web-'));
  const port = await freePort();
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, GHG_DATA_DIR: dataDir, PORT: String(port), WEB_DIST_DIR: path.dirname(web) },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.closeSync(out);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start seeds the demo company: minutes, not seconds, on a 2-core machine busy with other jobs.
    await waitUntilReady(baseUrl, child, Number(process.env.BENCH_READY_TIMEOUT_MS ?? 300_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
