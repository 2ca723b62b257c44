import type { EventMetadata, EventStore, ExpectedRevision } from '@ghg/event-store';
import { WrongExpectedRevisionError } from '@ghg/event-store';
import type { RequestContext } from '../context/request-context.js';

type DomainEvent = { type: string; data: unknown };

/** An aggregate as the domain defines it: pure decide and evolve over its stream. */
export interface Aggregate<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export interface CommandOutcome {
  /** Global position of the last event the command appended (or of the stream's last event if none). */
  position: bigint;
  /** Stream revision after the command: the expected revision of the next edit. -1 = no stream. */
  revision: number;
  changed: boolean;
}

/**
 * Load a stream, decide, append with the revision that was read. `expectedRevision` from the client (the revision
 * its form was loaded at) makes a stale edit fail with WRONG_EXPECTED_REVISION instead of overwriting silently.
 */
export async function executeOnStream<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: RequestContext,
  expectedRevision?: number,
): Promise<CommandOutcome> {
  const recorded = await store.readStream(streamId);
  const current = recorded.length - 1;
  if (expectedRevision !== undefined && expectedRevision !== current) {
    throw new WrongExpectedRevisionError(streamId, expectedRevision, current < 0 ? 'no_stream' : current);
  }
  const state = recorded.reduce((s, e) => aggregate.evolve(s, e as unknown as Event), aggregate.initialState);
  const events = aggregate.decide(command, state);
  if (events.length === 0) {
    return { position: recorded.at(-1)?.position ?? 0n, revision: current, changed: false };
  }
  const metadata = metadataOf(context);
  const expected: ExpectedRevision = current < 0 ? 'no_stream' : current;
  const result = await store.append(
    streamId,
    events.map((e) => ({ type: e.type, data: e.data, metadata })),
    expected,
  );
  return { position: result.position, revision: result.nextExpectedRevision, changed: true };
}

export function metadataOf(context: RequestContext): EventMetadata {
  return {
    actorId: context.actor.userId,
    organizationId: context.actor.organizationId,
    correlationId: context.correlationId,
    causationId: context.correlationId,
    occurredAt: new Date().toISOString(),
    source: context.source,
  };
}
