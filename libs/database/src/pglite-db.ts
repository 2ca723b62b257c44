import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbSession, SqlClient } from './sql-client.js';
import type { ScriptClient } from './script-client.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { pgliteParsers } from './type-parsers.js';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function clientOf(target: Queryable): ScriptClient {
  return {
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<R>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async runScript(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite: PostgreSQL in WASM, in this process, one connection. A persisted data directory is guarded by a lock
 * file, because two PGlite instances writing one directory corrupt it.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db & ScriptClient> {
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (dataDir) {
    const resolved = path.resolve(dataDir);
    lock = acquireDataDirLock(resolved);
    try {
      fs.mkdirSync(path.dirname(resolved), { recursive: true });
      pglite = await PGlite.create({ dataDir: resolved, parsers: pgliteParsers });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ parsers: pgliteParsers });
  }

  const shared = clientOf(pglite);
  // One connection: a "session" is the shared connection itself, and releasing it must not close it.
  const session: DbSession & ScriptClient = { ...shared, release: async () => undefined };
  let closed = false;

  return {
    kind: 'pglite',
    query: shared.query,
    runScript: shared.runScript,
    // PGlite queues every other query behind an open transaction, so fn must only use tx, never the Db.
    transaction: <T>(fn: (tx: SqlClient) => Promise<T>) => pglite.transaction((tx) => fn(clientOf(tx))),
    session: async () => session,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
