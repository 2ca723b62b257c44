import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, DbSession, SqlClient } from './sql-client.js';
import type { ScriptClient } from './script-client.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { pgliteParsers } from './type-parsers.js';

type PgliteModule = typeof import('@electric-sql/pglite');
type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

let pgliteModule: PgliteModule | undefined;

/**
 * PGlite is loaded through Node's own module loader. Its CommonJS build imports Node built-ins with import(),
 * which jest's module sandbox rejects unless node runs with --experimental-vm-modules (electric-sql/pglite#224),
 * and jest also swaps `require('node:module')` and `process.getBuiltinModule`; `process` of the main context
 * still reaches the real loader. Outside jest this is simply require. Under jest PGlite then lives in the main
 * realm: see pgliteParsersFor and clientOf for how its results are brought into the caller's realm.
 */
function loadPglite(): PgliteModule {
  if (!pgliteModule) {
    const mainProcess = vm.runInThisContext('process') as NodeJS.Process;
    const { createRequire } = mainProcess.getBuiltinModule('node:module');
    pgliteModule = createRequire(__filename)('@electric-sql/pglite') as PgliteModule;
  }
  return pgliteModule;
}

/**
 * Our parsers, plus the ones creating objects (json, jsonb, timestamps) re-run here so that instanceof Date and
 * toStrictEqual behave the same whatever realm PGlite was loaded in.
 */
function pgliteParsersFor(module: PgliteModule): Record<number, (value: string, typeId?: number) => unknown> {
  const builtin = module.types.parsers as Record<number, (value: string, typeId?: number) => unknown>;
  const asLocalDate = (oid: number) => (value: string) => {
    const parsed = builtin[oid]!(value, oid);
    const isDate =
      typeof parsed === 'object' && parsed !== null && typeof (parsed as Date).getTime === 'function';
    return isDate ? new Date((parsed as Date).getTime()) : parsed;
  };
  return {
    ...pgliteParsers,
    114: (value) => JSON.parse(value) as unknown,
    3802: (value) => JSON.parse(value) as unknown,
    1114: asLocalDate(1114),
    1184: asLocalDate(1184),
  };
}

function clientOf(target: Queryable): ScriptClient {
  return {
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<R>(sql, params as unknown[] | undefined);
      // Array.from and the spread run in this module's realm (see loadPglite).
      return { rows: Array.from(result.rows, (row) => ({ ...row }) as R) };
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
  const { PGlite } = loadPglite();
  const parsers = pgliteParsersFor(loadPglite());
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (dataDir) {
    const resolved = path.resolve(dataDir);
    lock = acquireDataDirLock(resolved);
    try {
      fs.mkdirSync(path.dirname(resolved), { recursive: true });
      pglite = await PGlite.create({ dataDir: resolved, parsers });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ parsers });
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
