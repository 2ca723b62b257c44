import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, SqlClient } from './sql-client.js';
import { runScript } from './script-client.js';

/** libs/database/migrations, reached the same way from src (jest, tsx) and from dist (built). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../migrations');

/** Session-level advisory lock key that serialises migration runs of replicas starting together. */
export const MIGRATION_LOCK_KEY = 4_701_000_001;

const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  /** File name without .sql, e.g. 001_event_store */
  name: string;
  sql: string;
  checksum: string;
}

/** The migration files in version order. Two files with one number is an error (two branches both took it). */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file ${file} is not named NNN_name.sql`);
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number(match[1]),
        name: file.slice(0, -'.sql'.length),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share number ${migrations[i]!.version}: renumber the newer one`);
    }
  }
  return migrations;
}

/** A fingerprint of all migration files: changes whenever one is added or edited. */
export function migrationsFingerprint(dir: string = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  for (const migration of loadMigrations(dir)) hash.update(`${migration.name}:${migration.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

export interface MigrationRun {
  applied: string[];
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Applies the pending migrations in order, each in its own transaction with its schema_migrations row, so a failed
 * file leaves nothing behind and the next start retries it. On PostgreSQL a session advisory lock makes replicas
 * that start together take turns; the second finds everything applied. (PGlite has one connection anyway.)
 */
export async function runMigrations(
  db: Db,
  options: { dir?: string; log?: (message: string) => void } = {},
): Promise<MigrationRun> {
  const migrations = loadMigrations(options.dir);
  const log = options.log ?? (() => undefined);
  const session = await db.session();
  const applied: string[] = [];
  try {
    if (db.kind === 'postgres') await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.query(CREATE_TABLE);
    const { rows } = await session.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const done = new Map(rows.map((row) => [row.version, row.checksum]));
    for (const migration of migrations) {
      const checksum = done.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          console.warn(
            `[database] migration ${migration.name} changed after it was applied; it is not re-run`,
          );
        }
        continue;
      }
      await inTransaction(db, session, async (tx) => {
        await runScript(tx, migration.sql);
        await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          migration.checksum,
        ]);
      });
      applied.push(migration.name);
      log(`applied migration ${migration.name}`);
    }
  } finally {
    try {
      if (db.kind === 'postgres') await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      await session.release();
    }
  }
  return { applied };
}

/**
 * On PostgreSQL the transaction runs on the locked session itself (works even with a pool of one); on PGlite
 * through the Db's transaction, which keeps any other caller's query out of it.
 */
async function inTransaction(
  db: Db,
  session: SqlClient,
  fn: (tx: SqlClient) => Promise<void>,
): Promise<void> {
  if (db.kind === 'pglite') return db.transaction(fn);
  await session.query('BEGIN');
  try {
    await fn(session);
    await session.query('COMMIT');
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
