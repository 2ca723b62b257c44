import type { Db } from './sql-client.js';
import type { DbConfig } from './db-config.js';
import type { ScriptClient } from './script-client.js';
import type { NotificationListener } from './notification-listener.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './postgres-db.js';

/**
 * Opens the database. Value conversions are the same on both engines (see type-parsers.ts): int8 → bigint,
 * date → 'YYYY-MM-DD', numeric → string, jsonb → parsed, timestamptz → Date.
 * Migrations are not run here: call runMigrations(db) at start. On PostgreSQL the Db can also LISTEN
 * (see notification-listener.ts).
 */
export async function openDb(config: DbConfig): Promise<Db & ScriptClient & Partial<NotificationListener>> {
  switch (config.kind) {
    case 'pglite':
      return openPgliteDb(config.dataDir);
    case 'postgres':
      return openPostgresDb(config.url, config.poolSize);
  }
}
