/** Who caused an event and why: recorded with every event, never changed afterwards. */
export interface EventMetadata {
  actorId: string;
  organizationId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string; // ISO-8601
  /** Where the request came from, e.g. { channel: 'graphql', ip: '127.0.0.1', userAgent: '…' } */
  source: { channel: string; ip?: string; userAgent?: string };
}

/** An event to append; eventId is generated when absent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  eventId?: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** A stored event. `position` is the global log position (bigint as string-safe number). */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  type: Type;
  streamId: string;
  revision: number; // 0-based within the stream
  position: bigint;
  data: Data;
  metadata: EventMetadata;
  recordedAt: string;
}

/** EventStoreDB's semantics: exact revision of the last event, or one of three markers. */
export type ExpectedRevision = bigint | number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  nextExpectedRevision: number;
  /** Global position of the last appended event: read-your-writes waits for projections to pass it. */
  position: bigint;
}
