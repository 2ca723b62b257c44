import type {
  AppendResult,
  EventMetadata,
  EventSequence,
  EventStore,
  ExpectedRevision,
  NewEvent,
} from '@ghg/event-store';
import type { DomainEvent } from './aggregate.js';
import type { LoadedStream } from './load-stream.js';

/** Events decided for one stream, to be appended at the revision the stream was read at. */
export interface StreamDecision {
  readonly streamId: string;
  readonly expectedRevision: ExpectedRevision;
  /** An array, or a sequence that builds each event only as the append reads it (EventSequence). */
  readonly events: EventSequence<DomainEvent>;
}

/** The decision for a loaded stream: only the stream's own events can be decided for it. */
export function decisionFor<State, Event extends DomainEvent>(
  stream: LoadedStream<State, Event>,
  events: EventSequence<Event>,
): StreamDecision {
  const expectedRevision = stream.revision < 0 ? 'no_stream' : stream.revision;
  return { streamId: stream.streamId, expectedRevision, events };
}

/** Appends one stream's decision: WrongExpectedRevisionError when the stream moved on since it was read. */
export function appendDecision(
  store: EventStore,
  decision: StreamDecision,
  metadata: EventMetadata,
): Promise<AppendResult> {
  return store.append(
    decision.streamId,
    [...withMetadata(decision.events, metadata)],
    decision.expectedRevision,
  );
}

/**
 * Appends the decisions of several streams as one user action, in the order given: on PostgreSQL/PGlite in one
 * transaction, so every expected revision holds and every event is written, or nothing is. A stream with nothing
 * decided is left out; one result per stream appended.
 */
export function appendDecisions(
  store: EventStore,
  decisions: readonly StreamDecision[],
  metadata: EventMetadata,
): Promise<AppendResult[]> {
  return store.appendToStreams(
    decisions
      .filter((decision) => decision.events.length > 0)
      .map(({ streamId, expectedRevision, events }) => ({
        streamId,
        expectedRevision,
        events: withMetadata(events, metadata),
      })),
  );
}

/** The events with their metadata, each as it is read: a lazy sequence stays lazy. */
function withMetadata(events: EventSequence<DomainEvent>, metadata: EventMetadata): EventSequence<NewEvent> {
  return {
    length: events.length,
    *[Symbol.iterator]() {
      for (const event of events) yield { type: event.type, data: event.data, metadata };
    },
  };
}
