import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Db, type DbConfig, type ScriptClient, openDb } from '../../libs/database/src/index.js';
import { TMP_DIR } from './paths.js';
import { ensurePgliteTemplate } from './pglite-template.js';
import { ensurePostgresTemplate, urlForDatabase, withAdminClient } from './postgres-template.js';

export interface TestDb {
  /** Migrated and empty. */
  db: Db & ScriptClient;
  /** Opens the same database elsewhere (a child process; for PGlite only after db.close()). */
  config: DbConfig;
  /** Closes db (if still open) and deletes the database. */
  dispose(): Promise<void>;
}

export interface TestDbOptions {
  /** PostgreSQL pool size (default 10); PGlite has one connection whatever this says. */
  poolSize?: number;
}

/**
 * A fresh migrated database for one test: on PGlite a copy of the template data dir under .tmp, on PostgreSQL
 * (DATABASE_URL set) a new database ghg_test_<random> created from the template database.
 */
export async function openTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const url = process.env['DATABASE_URL'];
  return url ? openPostgresTestDb(url, options) : openPgliteTestDb();
}

/** A migrated PGlite data dir of one's own (whatever DATABASE_URL says), for tests about PGlite itself. */
export async function copyPgliteTemplate(): Promise<{ dataDir: string; remove(): void }> {
  const template = await ensurePgliteTemplate();
  const dataDir = path.join(TMP_DIR, `test-db-${randomUUID().slice(0, 12)}`);
  copyDirectory(template, dataDir);
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * The template is 1,200 files (40 MB): fs.cpSync takes 0.85–1.05 s for it on our machines, `cp -r` 0.23 s, and
 * every PGlite suite opens at least one copy. fs.cpSync where there is no cp.
 */
function copyDirectory(from: string, to: string): void {
  try {
    execFileSync('cp', ['-r', from, to], { stdio: 'ignore' });
  } catch {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
}

async function openPgliteTestDb(): Promise<TestDb> {
  const { dataDir } = await copyPgliteTemplate();
  const config: DbConfig = { kind: 'pglite', dataDir };
  const db = await openDb(config);
  return {
    db,
    config,
    async dispose() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDb(url: string, options: TestDbOptions): Promise<TestDb> {
  const template = await ensurePostgresTemplate(url);
  const name = `ghg_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withAdminClient(url, (admin) => createFromTemplate(admin, name, template));
  const config: DbConfig = {
    kind: 'postgres',
    url: urlForDatabase(url, name),
    poolSize: options.poolSize ?? 10,
  };
  const db = await openDb(config);
  return {
    db,
    config,
    async dispose() {
      // pool.end() waits for every checked-out client: a session a test forgot to release must not hang the
      // run, and DROP … WITH (FORCE) ends whatever connection is left.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([db.close(), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      await withAdminClient(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** CREATE DATABASE … TEMPLATE fails while anyone is connected to the template (e.g. a run building it). */
async function createFromTemplate(
  admin: { query(sql: string): Promise<unknown> },
  name: string,
  template: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
