import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ExternalProviderSettings } from './external-oidc-provider.js';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = 'test/support/external-oidc-provider.ts';

export interface ExternalProviderProcess {
  issuer: string;
  /** SIGTERM, then SIGKILL if it has not exited within two seconds. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the provider's issuer URL must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts test/support/external-oidc-provider.ts as its own process and waits until it listens. */
export async function startExternalProvider(
  settings: ExternalProviderSettings,
  timeoutMs = 20_000,
): Promise<ExternalProviderProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(settings)], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = () => stopProcess(child, exited);
  try {
    const issuer = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`external provider did not start in ${timeoutMs} ms: ${stderr}`)),
        timeoutMs,
      );
      void exited.then(() => reject(new Error(`external provider exited: ${stderr}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('{"listening"')) return;
        const { listening } = JSON.parse(line) as { listening: string };
        clearTimeout(timer);
        resolve(listening);
      });
    });
    return { issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(killed);
}
