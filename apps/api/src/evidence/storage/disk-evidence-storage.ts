import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EvidenceKey, EvidenceStorage } from './evidence-storage.port.js';

/** Ids become path segments: only what randomUUID and organization ids are made of, never '..' or '/'. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

function segment(value: string): string {
  if (!SAFE_SEGMENT.test(value)) throw new Error(`Unsafe evidence path segment '${value}'`);
  return value;
}

/**
 * Files on disk under `<dir>/<organizationId>/<evidenceId>`. A write goes to a temporary name first and is renamed,
 * so a crash never leaves half a file under the real name.
 */
export class DiskEvidenceStorage implements EvidenceStorage {
  readonly kind = 'disk';
  constructor(private readonly dir: string) {}

  private pathOf(key: EvidenceKey): string {
    return join(this.dir, segment(key.organizationId), segment(key.evidenceId));
  }

  async put(key: EvidenceKey, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(this.dir, segment(key.organizationId)), { recursive: true });
    await writeFile(`${path}.partial`, bytes);
    await rename(`${path}.partial`, path);
  }

  async get(key: EvidenceKey): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: EvidenceKey): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
