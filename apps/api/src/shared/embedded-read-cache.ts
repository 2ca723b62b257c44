import type { Db, SqlClient } from '@ghg/database';
import { appendsSeen } from '@ghg/event-store';

const MAX_ENTRIES = 10_000;

interface Entry {
  value: unknown;
  /** appendsSeen(db) before the read: any later append may change what the read models say, so the entry is void. */
  appends: number;
}

/**
 * Answers read from the read models, held in memory on the embedded default (issue 22): the per-request reads of
 * a signed-in route (users/me's person, organizations and memberships; charts-data's version) would otherwise each
 * wait for single-threaded PGlite.
 *
 * Why it never serves what the database no longer says: one process owns a PGlite database, so every append
 * happens here and moves appendsSeen(db), and the read models change only when the projector applies appends.
 * - an entry is kept only when, before it was read, the projections it reads had applied the whole log, and no
 *   append came in between (one query on a miss);
 * - it is void as soon as anything is appended after it was read: a role change, a removal, a renamed company
 *   or an edit is read again from the database, from the same request on as without the cache.
 * Code that writes read tables itself (tests, tools) calls forgetEmbeddedReads. On PostgreSQL other processes
 * write too, so there is no cache (embeddedReadCacheFor answers null).
 */
export class EmbeddedReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  async read<T>(key: string, projections: readonly string[], load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const appends = appendsSeen(this.db);
    if (entry?.appends === appends) return entry.value as T;
    if (entry) this.entries.delete(key);
    const caughtUp = await projectionsCaughtUp(this.db, projections);
    const value = await load();
    if (caughtUp && appends === appendsSeen(this.db)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, appends });
    }
    return value;
  }

  /** Whether `key` is held and still valid: what was built from it may be kept as long as this holds. */
  holds(key: string): boolean {
    return this.entries.get(key)?.appends === appendsSeen(this.db);
  }

  /** Entries held (tests show the cache is in use). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Every named projection has a checkpoint at or past the head of the log. */
async function projectionsCaughtUp(db: Db, projections: readonly string[]): Promise<boolean> {
  const { rows } = await db.query<{ caught_up: boolean }>(
    `select count(*) = cardinality($1::text[])
            and coalesce(min(c.position), 0) >= (select coalesce(max(e.position), 0) from events e) as caught_up
       from read.projection_checkpoints c where c.name = any($1::text[])`,
    [projections],
  );
  return rows[0]?.caught_up === true;
}

const caches = new WeakMap<object, EmbeddedReadCache>();

/** The process's cache for this database: embedded (PGlite) only, else null. */
export function embeddedReadCacheFor(client: SqlClient): EmbeddedReadCache | null {
  const db = client as Partial<Db>;
  if (db.kind !== 'pglite') return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new EmbeddedReadCache(db as Db);
    caches.set(db, cache);
  }
  return cache;
}

/** `load()` through the embedded cache where there is one (see EmbeddedReadCache), else straight. */
export function readThroughEmbeddedCache<T>(
  db: SqlClient,
  key: string,
  projections: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const cache = embeddedReadCacheFor(db);
  return cache ? cache.read(key, projections, load) : load();
}

/** After writing read tables with SQL of one's own (not through the projector): every entry goes. */
export function forgetEmbeddedReads(client: SqlClient): void {
  caches.get(client)?.clear();
}
