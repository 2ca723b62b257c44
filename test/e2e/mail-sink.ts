import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e2e run's mailbox: the app delivers its outbox through SMTP (SMTP_URL) to a local sink started by the
 * global setup, which writes each message to a file here; a journey reads the e-mail a person would get (the
 * reset link is in no page of the app, by design). Port and folder come from the config's E2E_PORT and data dir.
 */
export const smtpPortOf = (appPort: number) => appPort + 1000;
export const mailDirOf = (dataDir: string) => `${dataDir}-mail`;

export function writeMail(dir: string, message: { to: string[]; raw: string }): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`),
    JSON.stringify(message),
  );
}

/** Every message delivered so far to `address`, oldest first (raw RFC 5322 text). */
export function mailsTo(dir: string, address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string })
    .filter((message) => message.to.includes(address))
    .map((message) => message.raw);
}
