import {
  type Aggregate,
  type CommandOutcome,
  type Decision,
  type DomainEvent,
  handleCommand,
} from '@ghg/command-handling';
import type { EventMetadata, EventStore } from '@ghg/event-store';
import type { RequestContext } from '../context/request-context.js';

export type { CommandOutcome };

/**
 * A request's command on one stream, through the one command path (libs/command-handling): the request's context
 * becomes the events' metadata. `expectedRevision` from the client (the revision its form was loaded at) makes a
 * stale edit fail with WRONG_EXPECTED_REVISION instead of overwriting silently.
 */
export function executeOnStream<State, Command, Event extends DomainEvent, Decided extends Decision<Event>>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, Command, Event, Decided>,
  command: Command,
  context: RequestContext,
  expectedRevision?: number,
): Promise<CommandOutcome<Decided>> {
  const metadata = metadataOf(context);
  return handleCommand(store, { streamId, aggregate, command, metadata, expectedRevision });
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
