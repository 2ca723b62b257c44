import type { Db } from '@ghg/database';
import { type EventStore } from '../event-store.port.js';
import { appendToStream, lockStreamsInOrder } from './append-events.js';
import { appendSignalFor, notifyEventsAppended, wakeOnRemoteAppends } from './append-signal.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';
import { readAllEvents, readHeadPosition, readStreamEvents } from './read-events.js';

/** Events per append statement when one stream's append is long (see appendToStreams). */
export const APPEND_PIECE_EVENTS = 10;

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
      // One statement on the pool, so its own transaction: the locks are held for server time only.
      const result = await appendToStream(db, streamId, events, expectedRevision);
      if (events.length > 0) notifyEventsAppended(db);
      return result;
    },
    async appendToStreams(appends) {
      // One transaction: each stream's lock and the in-flight marker are held to the commit; a refusal or error
      // in any stream rolls back every stream's events. Streams are locked in one order first, so two such
      // transactions over the same streams cannot deadlock.
      const results = await db.transaction(async (tx) => {
        if (appends.length > 1)
          await lockStreamsInOrder(
            tx,
            appends.map((a) => a.streamId),
          );
        const done = [];
        for (const { streamId, events, expectedRevision } of appends) {
          // A long append (a 100,000-row import: 100 events, 30 MB of JSON) goes as several statements of the same
          // transaction, each continuing at the revision the last one reached: its text is built and sent a piece
          // at a time instead of all at once. Same locks, same all-or-nothing commit, same result.
          let result = await appendToStream(
            tx,
            streamId,
            events.slice(0, APPEND_PIECE_EVENTS),
            expectedRevision,
          );
          for (let i = APPEND_PIECE_EVENTS; i < events.length; i += APPEND_PIECE_EVENTS)
            result = await appendToStream(
              tx,
              streamId,
              events.slice(i, i + APPEND_PIECE_EVENTS),
              result.nextExpectedRevision,
            );
          done.push(result);
        }
        return done;
      });
      if (appends.some((a) => a.events.length > 0)) notifyEventsAppended(db);
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
