import { type EventMetadata, type EventStore, WrongExpectedRevisionError } from '@ghg/event-store';
import type { Aggregate, Decision, DomainEvent } from './aggregate.js';
import { decideInSequence } from './decide-in-sequence.js';
import { loadStream } from './load-stream.js';
import { appendDecision, decisionFor } from './stream-decision.js';

/** Commands that make a stream from nothing, as one person entering them in turn. */
export interface StreamCreation<State, Command, Event extends DomainEvent, Decided extends Decision<Event>> {
  streamId: string;
  aggregate: Aggregate<State, Command, Event, Decided>;
  commands: readonly Command[];
  metadata: EventMetadata;
}

/**
 * Creates a stream once (seeds, first starts): the commands are decided from the initial state and appended
 * expecting no stream. False, with nothing appended, when the stream exists already or another writer created
 * it meanwhile; so a second or concurrent start changes nothing and nothing a person entered is overwritten.
 */
export async function createStream<
  State,
  Command,
  Event extends DomainEvent,
  Decided extends Decision<Event>,
>(
  store: EventStore,
  { streamId, aggregate, commands, metadata }: StreamCreation<State, Command, Event, Decided>,
): Promise<boolean> {
  const stream = await loadStream(store, streamId, aggregate);
  if (stream.revision >= 0) return false;
  const events = decideInSequence(aggregate, commands, stream.state);
  try {
    await appendDecision(store, decisionFor(stream, events), metadata);
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
