/** Anything that runs SQL: a pool, a dedicated session or an open transaction. Parameters are $1, $2, … */
export interface SqlClient {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

/** One dedicated connection (needed for session-level advisory locks and long transactions). */
export interface DbSession extends SqlClient {
  release(): Promise<void>;
}

/** The database, whichever engine: PGlite in-process (embedded) or PostgreSQL through `pg` (DATABASE_URL). */
export interface Db extends SqlClient {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: commit when it resolves, rollback when it throws. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** A dedicated session. On PGlite (one connection) this is the shared connection. */
  session(): Promise<DbSession>;
  close(): Promise<void>;
}
