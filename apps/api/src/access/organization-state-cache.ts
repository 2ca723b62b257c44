import { foldEvents } from '@ghg/command-handling';
import { organizationAggregate, type OrganizationState, organizationStreamId } from '@ghg/domain';
import type { Db } from '@ghg/database';
import { appendsSeen, type EventStore, type RecordedEvent } from '@ghg/event-store';

/** The folded state and the last event it includes (revision and id: the id tells a reset store apart). */
interface Folded {
  state: OrganizationState;
  revision: number;
  lastEventId: string | null;
  /** Embedded only: appendsSeen(db) before the read that brought it up to date. */
  appends?: number;
}

const EMPTY: Folded = { state: organizationAggregate.initialState, revision: -1, lastEventId: null };

/**
 * The organization's state as its stream says now, without reading the whole stream on every request.
 *
 * Why not a time-based cache: several API processes share the database, and a plan change, a block or a blocked
 * month made through one must count on the next request to any other. So every call still asks the store, but
 * only for the events from the last one folded on (one indexed range read of `(stream_id, revision)`, usually
 * returning that one event), and folds what is new onto the kept state. A stream's visible revisions are always
 * a prefix (appends check the revision after the append lock), so nothing between can be missed.
 *
 * The last folded event is read again on purpose: if it is gone or another event holds its revision (a test
 * database emptied under a running app), the stream is read from the start instead of trusting the kept state.
 * States are immutable (evolve returns new objects), so concurrent requests may share and fold them freely.
 *
 * On the embedded default (PGlite: one process owns the database, every append happens here) even that read is
 * skipped while nothing has been appended since the kept state was read (appendsSeen), so a signed-in request
 * does not wait for single-threaded PGlite for it (issue 22); the first request after any append reads again.
 */
export class OrganizationStateCache {
  private readonly folded = new Map<string, Folded>();

  /** Embedded only (see the class): how many appends this process has seen, the one writer of the database. */
  localAppends: (() => number) | null = null;

  constructor(
    private readonly store: EventStore,
    /** Organizations kept; the least recently used one is dropped beyond it. */
    private readonly capacity = 10_000,
  ) {}

  async stateOf(organizationId: string): Promise<OrganizationState> {
    const kept = this.folded.get(organizationId);
    const appends = this.localAppends?.();
    if (kept && appends !== undefined && kept.appends === appends) return kept.state;
    const streamId = organizationStreamId(organizationId);
    if (kept) {
      const events = await this.store.readStream(streamId, { fromRevision: kept.revision });
      const first = events[0];
      if (first?.revision === kept.revision && first.eventId === kept.lastEventId) {
        return this.keep(organizationId, { ...fold(kept, events.slice(1)), appends }, false);
      }
    }
    return this.keep(
      organizationId,
      { ...fold(EMPTY, await this.store.readStream(streamId)), appends },
      true,
    );
  }

  private keep(organizationId: string, next: Folded, reloaded: boolean): OrganizationState {
    const current = this.folded.get(organizationId);
    // A slower concurrent request may finish with an older state: keep the newer one (both are true prefixes;
    // the next call reads on from whichever is kept). A reload replaces whatever was there.
    if (current && current.revision > next.revision && !reloaded) return next.state;
    this.folded.delete(organizationId);
    if (next.lastEventId === null) return next.state;
    this.folded.set(organizationId, next);
    if (this.folded.size > this.capacity) this.folded.delete(this.folded.keys().next().value!);
    return next.state;
  }
}

function fold(from: Folded, events: readonly RecordedEvent[]): Folded {
  const last = events.at(-1);
  if (!last) return from;
  return {
    state: foldEvents(organizationAggregate, from.state, events),
    revision: last.revision,
    lastEventId: last.eventId,
  };
}

const caches = new WeakMap<EventStore, OrganizationStateCache>();

/**
 * The cache of one store, shared by everything in this process that decides on the organization's state (the
 * access guard, users/me, the answer commands' blocked months), so a request that passes the guard and then runs
 * a command reads only the newest event twice.
 */
export function organizationStatesOf(store: EventStore, db?: Db): OrganizationStateCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new OrganizationStateCache(store);
    caches.set(store, cache);
  }
  // The store's database, when a caller knows it: on PGlite the cache may skip reads while nothing is appended.
  if (db?.kind === 'pglite' && !cache.localAppends) cache.localAppends = () => appendsSeen(db);
  return cache;
}
