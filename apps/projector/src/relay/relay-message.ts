import type { RecordedEvent } from '@ghg/event-store';

/** What the relay hands the broker for one event. */
export interface RelayMessage {
  topic: string;
  /** The stream id: Kafka keeps one key's messages in one partition, in order. */
  key: string;
  value: string;
  headers: Record<string, string>;
}

/** The JSON value of every message, as documented in docs/events/README.md. */
export interface EventMessageEnvelope {
  eventId: string;
  type: string;
  streamId: string;
  revision: number;
  /** The global log position; a string because it is a 64-bit integer. */
  position: string;
  recordedAt: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

/** Header names, shared with consumers (examples/kafka-consumer). */
export const RELAY_HEADERS = {
  eventType: 'event-type',
  eventId: 'event-id',
  correlationId: 'correlation-id',
  causationId: 'causation-id',
  contentType: 'content-type',
} as const;

/** Streams are `<category>-<id…>`; a stream id outside that scheme still goes out, to a topic of its own. */
const CATEGORY = /^([a-z][a-z0-9_]*)-./i;

/**
 * Categories of two words keep both (the docs' topic names them so): `portfolio-snapshots-<orgId>` goes to
 * `ghg.portfolio-snapshots.v1`, the topic a bank's systems consume snapshots from.
 */
const TWO_WORD_CATEGORIES = ['portfolio-snapshots', 'data-sharing'] as const;

export function streamCategory(streamId: string): string {
  const twoWords = TWO_WORD_CATEGORIES.find((category) => streamId.startsWith(`${category}-`));
  if (twoWords) return twoWords;
  return CATEGORY.exec(streamId)?.[1]?.toLowerCase() ?? 'uncategorized';
}

export function topicForStream(streamId: string, prefix = 'ghg'): string {
  return `${prefix}.${streamCategory(streamId)}.v1`;
}

export function relayMessageOf(event: RecordedEvent, prefix = 'ghg'): RelayMessage {
  const envelope: EventMessageEnvelope = {
    eventId: event.eventId,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position.toString(),
    recordedAt: event.recordedAt,
    data: event.data,
    metadata: event.metadata,
  };
  const headers: Record<string, string> = {
    [RELAY_HEADERS.eventType]: event.type,
    [RELAY_HEADERS.eventId]: event.eventId,
    [RELAY_HEADERS.correlationId]: event.metadata.correlationId,
    [RELAY_HEADERS.contentType]: 'application/json',
  };
  if (event.metadata.causationId) headers[RELAY_HEADERS.causationId] = event.metadata.causationId;
  return {
    topic: topicForStream(event.streamId, prefix),
    key: event.streamId,
    value: JSON.stringify(envelope),
    headers,
  };
}
