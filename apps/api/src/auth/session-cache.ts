import type { Db, SqlClient } from '@ghg/database';
import { appendsSeen } from '@ghg/event-store';

const MAX_ENTRIES = 10_000;

/** What the cache needs of a session (session-store.ts's Session). */
export interface CachedSession {
  idHash: string;
  userId: string;
  expiresAt: Date;
}

interface Entry<S extends CachedSession> {
  session: S;
  /** appendsSeen(db) when the row was read: any later append may change the role, so the entry is void. */
  appends: number;
}

/**
 * Sessions with their role in memory, for the embedded default (PGlite: one process owns the database, so every
 * append and every session write happens here). Without it every signed-in request waits for single-threaded
 * PGlite to read the session and the membership (issue 22).
 *
 * Why it never serves a role the database no longer has:
 * - an entry is kept only if, in the snapshot it was read with, the users projection (read.memberships) had
 *   applied the whole log; it is void as soon as anything is appended after it was read (the event store counts
 *   appends in this process, appendsSeen), so a role change, removal or blocked account is read again from the
 *   database once projected, i.e. from the same request on as without the cache;
 * - session writes (sign-out, refresh, switching organization, ending a person's sessions) drop entries here
 *   (SessionStore and forgetSessionsOf).
 * On PostgreSQL other processes write too, so there is no cache (sessionCacheFor answers null).
 */
export class SessionCache<S extends CachedSession = CachedSession> {
  private readonly entries = new Map<string, Entry<S>>();

  constructor(private readonly db: Db) {}

  get(idHash: string): S | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (entry.appends !== appendsSeen(this.db) || entry.session.expiresAt.getTime() <= Date.now()) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.session;
  }

  /** Call with appendsSeen(db) taken before the read, and only when the read saw the projection caught up. */
  set(session: S, appendsBeforeRead: number): void {
    if (appendsBeforeRead !== appendsSeen(this.db)) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(session.idHash, { session, appends: appendsBeforeRead });
  }

  /** Entries held (tests show the cache is in use). */
  get size(): number {
    return this.entries.size;
  }

  drop(idHash: string): void {
    this.entries.delete(idHash);
  }

  dropUser(userId: string): void {
    for (const [idHash, entry] of this.entries)
      if (entry.session.userId === userId) this.entries.delete(idHash);
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The process's session cache for this database: embedded (PGlite) only, else null. */
export function sessionCacheFor<S extends CachedSession = CachedSession>(
  client: SqlClient,
): SessionCache<S> | null {
  const db = client as Partial<Db>;
  if (db.kind !== 'pglite') return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(db as Db);
    caches.set(db, cache);
  }
  // One cache per database, shared by every SessionStore on it: they all hold the same Session shape.
  return cache as unknown as SessionCache<S>;
}

/** After deleting a person's sessions with SQL of one's own: their cached sessions go too. */
export function forgetSessionsOf(client: SqlClient, userId: string): void {
  sessionCacheFor(client)?.dropUser(userId);
}
