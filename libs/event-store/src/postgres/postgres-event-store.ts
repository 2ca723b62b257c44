import type { Db } from '@ghg/database';
import { type EventStore } from '../event-store.port.js';
import { appendToStream } from './append-events.js';
import { appendSignalFor, wakeOnRemoteAppends } from './append-signal.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';
import { readAllEvents, readHeadPosition, readStreamEvents } from './read-events.js';

export interface PostgresEventStoreOptions {
  /**
   * How often an idle subscription looks for events appended by other processes. Default 100 ms. On PostgreSQL
   * a NOTIFY usually wakes it sooner; polling covers a lost notification connection.
   */
  pollIntervalMs?: number;
}

/** The event store on the `events` table (migration 001), on PGlite or PostgreSQL alike. */
export function createPostgresEventStore(db: Db, options: PostgresEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? 100;
  const signal = appendSignalFor(db);
  const readAll = (after: bigint, limit: number) => readAllEvents(db, after, limit);

  return {
    async append(streamId, events, expectedRevision) {
      // One statement on the pool, so its own transaction: the append lock is held for server time only.
      const result = await appendToStream(db, streamId, events, expectedRevision);
      if (events.length > 0) signal.notify();
      return result;
    },
    async appendToStreams(appends) {
      // One transaction: the append lock is taken by the first append and held to the commit; a refusal or error
      // in any stream rolls back every stream's events.
      const results = await db.transaction(async (tx) => {
        const done = [];
        for (const { streamId, events, expectedRevision } of appends)
          done.push(await appendToStream(tx, streamId, events, expectedRevision));
        return done;
      });
      if (appends.some((a) => a.events.length > 0)) signal.notify();
      return results;
    },
    readStream: (streamId, readOptions) => readStreamEvents(db, streamId, readOptions?.fromRevision),
    readAll,
    headPosition: () => readHeadPosition(db),
    subscribeToAll(subscribeOptions) {
      wakeOnRemoteAppends(db);
      return startCatchUpSubscription(readAll, signal, pollIntervalMs, subscribeOptions);
    },
  };
}
