import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyPgliteTemplate } from '../../../test/support/test-db.js';
import { DataDirLockedError, lockFileFor } from './data-dir-lock.js';
import { openDb } from './open-db.js';

// Each test opens PGlite (and may first build its template): far beyond jest's default 5 s.
jest.setTimeout(60_000);

const REPO_ROOT = path.resolve(__dirname, '../../..');

function startHolder(dataDir: string): Promise<ChildProcessWithoutNullStreams> {
  // `node --import tsx` (not the tsx CLI, which forks) so that child.pid is the process holding the lock.
  const script = path.join(__dirname, 'testing/hold-data-dir.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { cwd: REPO_ROOT });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${stderr}`)));
  });
}

function stopHolder(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.stdin.end();
  });
}

describe('PGlite data directory lock', () => {
  let dataDir: string;
  let remove: () => void;
  beforeEach(async () => {
    ({ dataDir, remove } = await copyPgliteTemplate());
  });
  afterEach(() => remove());

  it('refuses a second open while another process holds the directory, then allows it', async () => {
    const holder = await startHolder(dataDir);
    try {
      const error = await openDb({ kind: 'pglite', dataDir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error).toMatchObject({ code: 'DATA_DIR_LOCKED', holderPid: holder.pid });
      expect((error as Error).message).toContain(String(holder.pid));
    } finally {
      await stopHolder(holder);
    }
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
    const db = await openDb({ kind: 'pglite', dataDir });
    await db.close();
  });

  it('refuses a second open in the same process', async () => {
    const db = await openDb({ kind: 'pglite', dataDir });
    try {
      await expect(openDb({ kind: 'pglite', dataDir })).rejects.toMatchObject({
        code: 'DATA_DIR_LOCKED',
        holderPid: process.pid,
      });
    } finally {
      await db.close();
    }
  });

  it('takes over the lock of a process that died without closing', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: dead.pid, token: 'left-behind' }));

    const db = await openDb({ kind: 'pglite', dataDir });
    const lock = JSON.parse(fs.readFileSync(lockFileFor(dataDir), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
  });
});
