import { type EventMetadata, type EventStore, WrongExpectedRevisionError } from '@ghg/event-store';
import { type Aggregate, type Decision, type DomainEvent, eventsOf } from './aggregate.js';
import { loadStream } from './load-stream.js';
import { appendDecision, decisionFor } from './stream-decision.js';

/** One command on one stream. */
export interface CommandOnStream<State, Command, Event extends DomainEvent, Decided extends Decision<Event>> {
  streamId: string;
  aggregate: Aggregate<State, Command, Event, Decided>;
  command: Command;
  metadata: EventMetadata;
  /**
   * The revision the caller's view was read at (a stale edit fails with WRONG_EXPECTED_REVISION), or `no_stream`
   * for a command that only creates the stream (one that exists already fails the same way, before decide).
   */
  expectedRevision?: number | 'no_stream';
}

export interface CommandOutcome<Decided = unknown> {
  /** Global position of the last event the command appended (or of the stream's last event if none). */
  position: bigint;
  /** Stream revision after the command: the expected revision of the next edit. -1 = no stream. */
  revision: number;
  changed: boolean;
  /** What decide answered, events and all. */
  decision: Decided;
}

/**
 * The command path: read the stream, fold it with the aggregate's evolve, decide, append at the revision read.
 * A refusal is the domain's error, thrown before anything is appended; a decision with no events appends nothing.
 */
export async function handleCommand<
  State,
  Command,
  Event extends DomainEvent,
  Decided extends Decision<Event>,
>(
  store: EventStore,
  {
    streamId,
    aggregate,
    command,
    metadata,
    expectedRevision,
  }: CommandOnStream<State, Command, Event, Decided>,
): Promise<CommandOutcome<Decided>> {
  const stream = await loadStream(store, streamId, aggregate);
  const expected = expectedRevision === 'no_stream' ? -1 : expectedRevision;
  if (expectedRevision !== undefined && expected !== stream.revision) {
    const actual = stream.revision < 0 ? 'no_stream' : stream.revision;
    throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
  }
  const decision = aggregate.decide(command, stream.state);
  const events = eventsOf(decision);
  if (events.length === 0) {
    return { position: stream.position, revision: stream.revision, changed: false, decision };
  }
  const result = await appendDecision(store, decisionFor(stream, events), metadata);
  return { position: result.position, revision: result.nextExpectedRevision, changed: true, decision };
}
