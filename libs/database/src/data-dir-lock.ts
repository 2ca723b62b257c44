import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process has the PGlite data directory open. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `Data directory ${dataDir} is in use by process ${holderPid} (lock file ${lockFile}); ` +
        `stop that process first. / Katalog danych ${dataDir} jest używany przez proces ${holderPid} ` +
        `(plik blokady ${lockFile}); najpierw zatrzymaj ten proces.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  release(): void;
}

interface LockContent {
  pid: number;
  token: string;
}

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function readLock(lockFile: string): { raw: string; content: LockContent | undefined } | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockContent>;
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string') {
      return { raw, content: { pid: parsed.pid, token: parsed.token } };
    }
  } catch {
    // A half-written or foreign file: treated as stale below.
  }
  return { raw, content: undefined };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves a stale lock aside. Rename is atomic, but between reading the stale lock and renaming it another process
 * may have taken it over; the moved file is compared with what was read and put back (with link, which never
 * overwrites) when it turns out to be someone else's live lock.
 */
function takeOverStaleLock(lockFile: string, staleRaw: string): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved !== staleRaw) {
    try {
      fs.linkSync(aside, lockFile);
    } catch {
      // A third process created a lock meanwhile; it wins, and the next attempt reports it.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Takes the exclusive lock on a PGlite data directory, or throws DataDirLockedError naming the holder. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = lockFileFor(dataDir);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine: LockContent = { pid: process.pid, token: randomUUID() };
  const mineRaw = JSON.stringify(mine);

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(lockFile, mineRaw, { flag: 'wx' });
      return {
        lockFile,
        release() {
          // Only our own lock is removed: after a takeover the file may belong to another process.
          if (readLock(lockFile)?.raw === mineRaw) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock(lockFile);
    if (!existing) continue;
    if (existing.content && isProcessAlive(existing.content.pid)) {
      throw new DataDirLockedError(path.resolve(dataDir), existing.content.pid, lockFile);
    }
    if (!existing.content && attempt === 0) {
      // Possibly caught between another process's create and write: look again before calling it stale.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    takeOverStaleLock(lockFile, existing.raw);
  }
  const holder = readLock(lockFile)?.content?.pid ?? -1;
  throw new DataDirLockedError(path.resolve(dataDir), holder, lockFile);
}
