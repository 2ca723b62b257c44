export type { Db, DbSession, SqlClient } from './sql-client.js';
export { type DbConfig, DEFAULT_PGLITE_DATA_DIR, dbConfigFromEnv } from './db-config.js';
export { openDb } from './open-db.js';
export { openPgliteDb } from './pglite-db.js';
export { isTerminatedByServer, openPostgresDb } from './postgres-db.js';
export { preparedNameOf, preparedSql } from './prepared-sql.js';
export { type ScriptClient, isScriptClient, runScript } from './script-client.js';
export { type NotificationListener, canListen } from './notification-listener.js';
export {
  DataDirLockedError,
  type DataDirLock,
  acquireDataDirLock,
  isProcessAlive,
  lockFileFor,
} from './data-dir-lock.js';
export {
  type Migration,
  type MigrationRun,
  MIGRATIONS_DIR,
  MIGRATION_LOCK_KEY,
  loadMigrations,
  migrationsFingerprint,
  runMigrations,
} from './migrations.js';
export { OID, pgTypes, pgliteParsers } from './type-parsers.js';
