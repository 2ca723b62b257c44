import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFingerprint, openPgliteDb, runMigrations } from '../../libs/database/src/index.js';
import { TMP_DIR } from './paths.js';

/** A PGlite data dir with every migration applied, named after the migration files so any change rebuilds it. */
export function pgliteTemplateDir(fingerprint = migrationsFingerprint()): string {
  return path.join(TMP_DIR, `pglite-template-${fingerprint}`);
}

/**
 * Builds the template once (a fresh initdb takes seconds; copying the result takes a fraction of that).
 * Safe when several jest runs start together: each builds in its own folder and renames it into place; the
 * loser of the rename throws its copy away.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const building = `${template}.building-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    const db = await openPgliteDb(building);
    try {
      await runMigrations(db);
    } finally {
      await db.close();
    }
    fs.renameSync(building, template);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!(code === 'ENOTEMPTY' || code === 'EEXIST') || !fs.existsSync(template)) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Removes what crashed runs left behind: old templates and per-test copies nobody has open. */
export function pruneStalePgliteDirs(maxAgeMs = 2 * 60 * 60 * 1000): void {
  if (!fs.existsSync(TMP_DIR)) return;
  const current = path.basename(pgliteTemplateDir());
  const now = Date.now();
  for (const name of fs.readdirSync(TMP_DIR)) {
    if (!/^(pglite-template-|test-db-)/.test(name) || name === current || name.endsWith('.lock')) continue;
    const full = path.join(TMP_DIR, name);
    const lockFile = `${full}.lock`;
    try {
      if (fs.existsSync(lockFile) || now - fs.statSync(full).mtimeMs < maxAgeMs) continue;
      fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}
