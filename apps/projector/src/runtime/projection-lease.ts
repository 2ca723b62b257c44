import type { Db, DbSession } from '@ghg/database';

/** First key of the two-key advisory lock: keeps projection leases apart from any other advisory lock user. */
export const LEASE_NAMESPACE = 0x67686770; // 'ghgp'

/** First key of the membership lock each projector process holds on its lease connection (second: its backend pid). */
export const MEMBER_NAMESPACE = 0x67686d62; // 'ghmb'

/**
 * The right to run one projection, held as a session-level advisory lock on a dedicated connection. PostgreSQL
 * drops the lock when that connection dies (crash, kill -9, network loss), so a standby can take over.
 * On PGlite there is one connection, so every caller in the process "holds" it: one process, one runner.
 */
export interface ProjectionLease {
  readonly projection: string;
  /** Rejects when the lease connection no longer answers (or was replaced): the lock is gone with it. */
  check(): Promise<void>;
  release(): Promise<void>;
}

/**
 * The leases of several projections on ONE dedicated connection, so a projector with many projections holds one
 * pool connection for its leases rather than one per projection (which could starve its own transactions).
 */
export class LeaseSession {
  private current: Promise<DbSession> | null = null;
  /** Runners share the connection; pg wants one query at a time on a client, so they take turns. */
  private queue: Promise<unknown> = Promise.resolve();

  /** member: hold the membership lock on the connection too, so other processes count this one as live. */
  constructor(
    private readonly db: Db,
    private readonly options: { member?: boolean } = {},
  ) {}

  /** Opens the connection (taking the membership lock) before the first lease is tried. */
  async join(): Promise<void> {
    await this.session();
  }

  /** Live projector processes: the membership locks held on this database (PGlite: this process alone). */
  async members(): Promise<number> {
    if (this.db.kind !== 'postgres') return 1;
    const { rows } = await this.db.query<{ members: unknown }>(
      `select count(*) as members from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and classid::bigint = $1
          and database = (select oid from pg_database where datname = current_database())`,
      [MEMBER_NAMESPACE],
    );
    return Number(rows[0]?.members ?? 1);
  }

  async tryAcquire(projection: string): Promise<ProjectionLease | null> {
    const session = await this.session();
    let acquired: boolean;
    try {
      const { rows } = await this.query<{ acquired: boolean }>(
        session,
        'select pg_try_advisory_lock($1::int, hashtext($2)) as acquired',
        [LEASE_NAMESPACE, projection],
      );
      acquired = rows[0]?.acquired === true;
    } catch (error) {
      await this.discard(session);
      throw error;
    }
    return acquired ? this.leaseOn(session, projection) : null;
  }

  /** Gives every lease up (unlocking all of them) and returns the connection to the pool. */
  async close(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.current = null;
    const session = await current.catch(() => null);
    if (!session) return;
    try {
      await this.query(session, 'select pg_advisory_unlock_all()');
    } catch {
      // A dead connection holds no locks any more.
    } finally {
      await session.release();
    }
  }

  private session(): Promise<DbSession> {
    if (!this.current) {
      const opening = this.db.session().then(async (session) => {
        if (!this.options.member || this.db.kind !== 'postgres') return session;
        try {
          await session.query('select pg_advisory_lock($1::int, pg_backend_pid())', [MEMBER_NAMESPACE]);
        } catch (error) {
          await session.release().catch(() => undefined);
          throw error;
        }
        return session;
      });
      this.current = opening;
      opening.catch(() => {
        if (this.current === opening) this.current = null;
      });
    }
    return this.current;
  }

  private query<R>(session: DbSession, sql: string, params?: unknown[]): Promise<{ rows: R[] }> {
    const result = this.queue.then(() => session.query<R>(sql, params));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async isCurrent(session: DbSession): Promise<boolean> {
    return this.current !== null && (await this.current.catch(() => null)) === session;
  }

  /** The connection failed: every lease on it is lost. The next attempt opens a new one. */
  private async discard(session: DbSession): Promise<void> {
    if (!(await this.isCurrent(session))) return;
    this.current = null;
    await session.release().catch(() => undefined);
  }

  private leaseOn(session: DbSession, projection: string): ProjectionLease {
    let released = false;
    return {
      projection,
      check: async () => {
        if (released || !(await this.isCurrent(session))) throw new Error(`Lease of ${projection} was lost`);
        try {
          await this.query(session, 'select 1');
        } catch (error) {
          await this.discard(session);
          throw error;
        }
      },
      release: async () => {
        if (released) return;
        released = true;
        if (!(await this.isCurrent(session))) return;
        try {
          await this.query(session, 'select pg_advisory_unlock($1::int, hashtext($2))', [
            LEASE_NAMESPACE,
            projection,
          ]);
        } catch {
          await this.discard(session);
        }
      },
    };
  }
}

/** One lease on a connection of its own, given back to the pool when the lease is released. */
export async function tryAcquireLease(db: Db, projection: string): Promise<ProjectionLease | null> {
  const leases = new LeaseSession(db);
  let lease: ProjectionLease | null = null;
  try {
    lease = await leases.tryAcquire(projection);
  } finally {
    if (!lease) await leases.close();
  }
  if (!lease) return null;
  const held = lease;
  return {
    projection,
    check: () => held.check(),
    release: async () => {
      try {
        await held.release();
      } finally {
        await leases.close();
      }
    },
  };
}
