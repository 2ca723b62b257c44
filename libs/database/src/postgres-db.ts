import pg from 'pg';
import type { Db, DbSession, SqlClient } from './sql-client.js';
import type { ScriptClient } from './script-client.js';
import type { NotificationListener } from './notification-listener.js';
import { pgTypes } from './type-parsers.js';
import { preparedNameOf } from './prepared-sql.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * 57P01 "terminating connection due to administrator command": the server ended an idle pooled connection
 * (pg_terminate_backend, DROP DATABASE … WITH (FORCE) at a benchmark's or test's teardown, a server shutdown).
 * Nothing was lost (the client was idle, the pool opens a new one on next use, and if the server is gone that use
 * fails loudly), so it is not worth a line on stderr (issue 22: clean benchmark output).
 */
export const isTerminatedByServer = (error: Error): boolean => (error as { code?: string }).code === '57P01';

/**
 * The pool listens for errors only on idle clients. A checked-out client whose connection dies (server restart,
 * pg_terminate_backend) emits 'error', and with no listener that crashes the process; its pending and next
 * queries reject anyway, which is how the holder finds out, so the event itself is only swallowed.
 */
const ignoreCheckedOutError = (): void => undefined;

function clientOf(target: Queryable): ScriptClient {
  return {
    async query<R>(sql: string, params?: readonly unknown[]) {
      const name = preparedNameOf(sql);
      const values = params as unknown[] | undefined;
      const result = await (name ? target.query({ name, text: sql, values }) : target.query(sql, values));
      return { rows: result.rows as R[] };
    },
    async runScript(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** PostgreSQL through a `pg` pool. */
export function openPostgresDb(url: string, poolSize = 10): Db & ScriptClient & NotificationListener {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  // An idle client losing its connection must not crash the process; the pool replaces it on next use.
  pool.on('error', (error) => {
    if (!isTerminatedByServer(error))
      console.error('[database] idle PostgreSQL client error:', error.message);
  });
  const shared = clientOf(pool);
  // Listening connections stay checked out; close() must release them or pool.end() would wait forever.
  const listeners = new Set<() => Promise<void>>();

  return {
    kind: 'postgres',
    query: shared.query,
    runScript: shared.runScript,

    async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      client.on('error', ignoreCheckedOutError);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(clientOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot roll back is unusable: destroy it instead of returning it to the pool.
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.off('error', ignoreCheckedOutError);
        client.release(broken);
      }
    },

    async session(): Promise<DbSession & ScriptClient> {
      const client = await pool.connect();
      client.on('error', ignoreCheckedOutError);
      let released = false;
      return {
        ...clientOf(client),
        async release() {
          if (released) return;
          released = true;
          // A session may hold session-level advisory locks, settings or an open transaction: close the
          // connection rather than hand that state to the next pool user.
          client.release(true);
        },
      };
    },

    async listen(channel: string, onNotification: (payload: string) => void) {
      const client = await pool.connect();
      const onMessage = (message: pg.Notification) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      };
      // A lost listening connection must not crash the process; whoever listens also polls.
      const onError = (error: Error) => {
        console.error(`[database] LISTEN ${channel} connection lost:`, error.message);
        void stop();
      };
      let stopped = false;
      const stop = async () => {
        if (stopped) return;
        stopped = true;
        listeners.delete(stop);
        client.off('notification', onMessage);
        client.release(true);
      };
      client.on('notification', onMessage);
      client.on('error', onError);
      try {
        await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (error) {
        await stop();
        throw error;
      }
      listeners.add(stop);
      return stop;
    },

    async close() {
      if (pool.ended || pool.ending) return;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
