import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event-envelope.js';
import type { LogPartition, PartitionRead } from './log-partition.js';

export interface Subscription {
  /** Stops the subscription; resolves when the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when the subscription has stopped (error or stop()). Rejects with the handler's error. */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** Global position to start after; 0n = from the beginning. */
  fromPosition: bigint;
  batchSize?: number;
  /** Called with each batch in log order; the next batch is read after it resolves. */
  onEvents(events: RecordedEvent[]): Promise<void>;
}

/**
 * Events read once, in order: an array, or a sequence that builds each event only as it is read, so a long append
 * (a 100,000-row import: 100 events, 30 MB of JSON) never holds all its events and their JSON at once.
 */
export type EventSequence<Event> = Iterable<Event> & { readonly length: number };

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  streamId: string;
  events: EventSequence<NewEvent>;
  expectedRevision: ExpectedRevision;
}

/** The event-store port. Adapters: PostgreSQL/PGlite (libs/event-store/src/postgres), EventStoreDB (later). */
export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams, in the order given, as one user action: on the PostgreSQL/PGlite adapter in one
   * transaction, so every expected revision holds and every event is written, or nothing is (a conflict or any
   * other failure in a later stream leaves the earlier ones unwritten). One result per stream append.
   * EventStoreDB has no multi-stream transaction: its adapter appends one stream after the other (not atomic).
   * Each stream's events are read once, in order, as they are sent (PostgreSQL/PGlite: a few MB at a time).
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** All events of one stream in revision order; [] when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /** Events with position > after, in commit order, at most `limit`. Never skips an event that commits later. */
  readAll(after: bigint, limit: number): Promise<RecordedEvent[]>;
  /**
   * readAll for one partition of the log by organization (log-partition.ts): at most `limit` of its events after
   * `after`, and the position through which the log was read, which is past `after` when other partitions' events
   * were passed over. Never reads past an event that commits later. PostgreSQL/PGlite filter in the database.
   */
  readPartition(after: bigint, limit: number, partition: LogPartition): Promise<PartitionRead>;
  /** Catch-up subscription: reads from fromPosition, then follows new events as they are appended. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The highest position visible to readers now (0n when empty). */
  headPosition(): Promise<bigint>;
}

/** Thrown when expectedRevision does not match. The API maps it to 409 WRONG_EXPECTED_REVISION. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
