import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SmtpSink } from '../../apps/api/src/mail/testing/smtp-sink';
import { mailDirOf, smtpPortOf, writeMail } from './mail-sink';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Removes stale runs, then starts the run's SMTP sink (see mail-sink.ts); the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  removeStaleE2eData();
  const dataDir = process.env.E2E_DATA_DIR!;
  const sink = new SmtpSink((message) => writeMail(mailDirOf(dataDir), message));
  sink.port = smtpPortOf(Number(process.env.E2E_PORT ?? 3100));
  await sink.start();
  return () => sink.stop();
}

/**
 * Each run starts the server on a fresh database under .tmp/e2e-data-<timestamp> (~40 MB). Runs older than an
 * hour are finished, so their databases are removed; younger ones may belong to a run still going.
 */
function removeStaleE2eData(): void {
  const tmp = join(__dirname, '..', '..', '.tmp');
  let names: string[];
  try {
    names = readdirSync(tmp);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    const match = /^e2e-data-(\d+)(\.lock|-mail)?$/.exec(name);
    if (match && now - Number(match[1]) > STALE_AFTER_MS) {
      rmSync(join(tmp, name), { recursive: true, force: true });
    }
  }
}
