import type { Db } from '@ghg/database';
import { type AppendResult, type NewEvent } from '../event-envelope.js';
import { type EventStore } from '../event-store.port.js';
import {
  appendSerialized,
  appendToStream,
  type EventHead,
  eventHead,
  lockStreamsInOrder,
} from './append-events.js';
import { appendSignalFor, notifyEventsAppended, wakeOnRemoteAppends } from './append-signal.js';
import { startCatchUpSubscription } from './catch-up-subscription.js';
import { sharedHeadReads } from './shared-head-reads.js';
import { JsonBytes } from './json-bytes.js';
import { readAllEvents, readHeadPosition, readPartitionEvents, readStreamEvents } from './read-events.js';

/**
 * The most event data one append statement carries (see appendToStreams): a few MB keeps the statement's text and
 * the server's parse small, while an ordinary append (a command's events, a batch of 100) stays one statement.
 */
export const APPEND_PIECE_BYTES = 4 * 1024 * 1024;
/** Each event's data is a parameter of its own, and a statement takes at most 65,535: a piece stays well under. */
export const APPEND_PIECE_EVENTS = 10_000;

export interface PostgresEventStoreOptions {
  /**
   * How often an idle subscription looks for events appended by other processes. Default 100 ms on PostgreSQL,
   * where a NOTIFY usually wakes it sooner and polling covers a lost notification connection. On PGlite no other
   * process can append (the data directory is locked to this one) and every append wakes the subscriptions
   * itself, so polling is only a safety net: 1 s (idle, ten subscriptions polling every 100 ms kept a core 10 %
   * busy).
   */
  pollIntervalMs?: number;
}

/** The event store on the `events` table (migration 001), on PGlite or PostgreSQL alike. */
export function createPostgresEventStore(db: Db, options: PostgresEventStoreOptions = {}): EventStore {
  const pollIntervalMs = options.pollIntervalMs ?? (db.kind === 'pglite' ? 1000 : 100);
  const signal = appendSignalFor(db);
  const oneSession = db.kind === 'pglite';
  const readAll = (after: bigint, limit: number) => readAllEvents(db, after, limit, oneSession);
  // Subscriptions woken by the same append share the read of what follows their common position.
  const headReads = sharedHeadReads(db, readAll, signal);

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
          // transaction, each continuing at the revision the last one reached: each piece's events are read (built,
          // when the sequence builds them as it is read) and serialised only just before its statement is sent.
          // Same locks, same all-or-nothing commit, same result.
          let result: AppendResult | null = null;
          for (const piece of piecesOf(events, APPEND_PIECE_BYTES))
            result = await appendSerialized(
              tx,
              streamId,
              piece.events,
              // PGlite takes a text parameter as a string; PostgreSQL (pg) sends a Buffer as the text's bytes.
              oneSession ? piece.data.map((bytes) => bytes.toString('utf8')) : piece.data,
              result ? result.nextExpectedRevision : expectedRevision,
            );
          done.push(result!);
        }
        return done;
      });
      if (appends.some((a) => a.events.length > 0)) notifyEventsAppended(db);
      return results;
    },
    readStream: (streamId, readOptions) => readStreamEvents(db, streamId, readOptions?.fromRevision),
    readAll,
    readPartition: (after, limit, partition) => readPartitionEvents(db, after, limit, partition, oneSession),
    headPosition: () => readHeadPosition(db),
    subscribeToAll(subscribeOptions) {
      wakeOnRemoteAppends(db);
      return startCatchUpSubscription(headReads, signal, pollIntervalMs, subscribeOptions);
    },
  };
}

/**
 * A stream's events in pieces whose data add up to at most maxBytes each (one event alone may exceed it), each
 * event serialised as its piece is gathered: the next piece is read only when the caller asks for it. An empty
 * sequence is one empty piece (the statement still checks the expected revision). Each piece's data is JSON in one
 * Buffer of its own (JsonBytes), a view per event: no event's JSON is a string in the heap.
 */
export function* piecesOf(
  events: Iterable<NewEvent>,
  maxBytes: number,
): Generator<{ events: EventHead[]; data: Buffer[] }> {
  let out = new JsonBytes();
  let heads: EventHead[] = [];
  let ends: number[] = [];
  const piece = () => ({
    events: heads,
    data: ends.map((end, i) => out.bytes(i === 0 ? 0 : ends[i - 1]!, end)),
  });
  for (const event of events) {
    const start = out.length;
    out.write(event.data ?? null);
    if (heads.length > 0 && (out.length > maxBytes || heads.length >= APPEND_PIECE_EVENTS)) {
      const overflow = out.bytes(start, out.length);
      yield piece();
      out = new JsonBytes(Math.max(16 * 1024, overflow.length));
      out.append(overflow);
      heads = [];
      ends = [];
    }
    // The data is in the piece's bytes now: the piece keeps the rest only, so the data's objects die young.
    heads.push(eventHead(event));
    ends.push(out.length);
  }
  yield piece();
}
