import { type CommandOutcome, handleCommand, loadStream } from '@ghg/command-handling';
import {
  type ActorRole,
  type AnswerCommand,
  answersAggregate,
  answersStreamId,
  organizationAggregate,
  type OrganizationCommand,
  organizationStreamId,
  type SectionKey,
} from '@ghg/domain';
import type { AppendResult, EventMetadata, EventStore } from '@ghg/event-store';

export interface Actor {
  readonly organizationId: string;
  readonly actorId: string;
  readonly role: ActorRole;
}

const metadataOf = (actor: Actor, occurredAt: string): EventMetadata => ({
  actorId: actor.actorId,
  organizationId: actor.organizationId,
  correlationId: `test-${actor.actorId}`,
  causationId: null,
  occurredAt,
  source: { channel: 'test' },
});

/**
 * A command on a section sheet the way the API's handler runs it (libs/command-handling), decided with the
 * organization's blocked months. Null when the command changes nothing.
 */
export async function runAnswerCommand(
  store: EventStore,
  actor: Actor,
  questionId: SectionKey,
  command: AnswerCommand,
  options: { currentPeriod?: string; occurredAt?: string } = {},
): Promise<AppendResult | null> {
  const organization = await loadStream(
    store,
    organizationStreamId(actor.organizationId),
    organizationAggregate,
  );
  const aggregate = answersAggregate({
    questionId,
    role: actor.role,
    blockedPeriods: organization.state.blockedPeriods,
    currentPeriod: options.currentPeriod ?? '2026-11',
  });
  const streamId = answersStreamId(actor.organizationId, questionId);
  const metadata = metadataOf(actor, options.occurredAt ?? new Date().toISOString());
  return appended(await handleCommand(store, { streamId, aggregate, command, metadata }));
}

/** Organization commands (registration, blocking months) run the same way. */
export async function runOrganizationCommand(
  store: EventStore,
  actor: Actor,
  command: OrganizationCommand,
  occurredAt = new Date().toISOString(),
): Promise<AppendResult | null> {
  const streamId = organizationStreamId(actor.organizationId);
  const metadata = metadataOf(actor, occurredAt);
  return appended(
    await handleCommand(store, { streamId, aggregate: organizationAggregate, command, metadata }),
  );
}

const appended = (outcome: CommandOutcome): AppendResult | null =>
  outcome.changed ? { nextExpectedRevision: outcome.revision, position: outcome.position } : null;
