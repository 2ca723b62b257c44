import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Each run starts the server on a fresh database under .tmp/e2e-data-<timestamp> (~40 MB). Runs older than an
 * hour are finished, so their databases are removed; younger ones may belong to a run still going.
 */
export default function removeStaleE2eData(): void {
  const tmp = join(__dirname, '..', '..', '.tmp');
  let names: string[];
  try {
    names = readdirSync(tmp);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    const match = /^e2e-data-(\d+)(\.lock)?$/.exec(name);
    if (match && now - Number(match[1]) > STALE_AFTER_MS) {
      rmSync(join(tmp, name), { recursive: true, force: true });
    }
  }
}
