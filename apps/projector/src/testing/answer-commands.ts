import {
  type ActorRole,
  type AnswerCommand,
  type AnswerEvent,
  answersStreamId,
  decideAnswers,
  decideOrganization,
  evolveAnswers,
  evolveOrganization,
  initialAnswersState,
  initialOrganizationState,
  type OrganizationCommand,
  type OrganizationEvent,
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
 * A command on a section sheet the way the API's handler runs it: read the stream, fold it, decide (with the
 * organization's blocked months), append at the revision read. Null when the command changes nothing.
 */
export async function runAnswerCommand(
  store: EventStore,
  actor: Actor,
  questionId: SectionKey,
  command: AnswerCommand,
  options: { currentPeriod?: string; occurredAt?: string } = {},
): Promise<AppendResult | null> {
  const streamId = answersStreamId(actor.organizationId, questionId);
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce((s, e) => evolveAnswers(s, e as unknown as AnswerEvent), initialAnswersState);
  const organization = await loadOrganization(store, actor.organizationId);
  const events = decideAnswers(command, state, {
    questionId,
    role: actor.role,
    blockedPeriods: organization.state.blockedPeriods,
    currentPeriod: options.currentPeriod ?? '2026-11',
  });
  if (events.length === 0) return null;
  const last = recorded[recorded.length - 1];
  const metadata = metadataOf(actor, options.occurredAt ?? new Date().toISOString());
  return store.append(
    streamId,
    events.map((e) => ({ ...e, metadata })),
    last ? last.revision : 'no_stream',
  );
}

/** Organization commands (registration, blocking months) appended the same way. */
export async function runOrganizationCommand(
  store: EventStore,
  actor: Actor,
  command: OrganizationCommand,
  occurredAt = new Date().toISOString(),
): Promise<AppendResult | null> {
  const { state, revision } = await loadOrganization(store, actor.organizationId);
  const events = decideOrganization(command, state);
  if (events.length === 0) return null;
  const metadata = metadataOf(actor, occurredAt);
  return store.append(
    organizationStreamId(actor.organizationId),
    events.map((e) => ({ ...e, metadata })),
    revision ?? 'no_stream',
  );
}

async function loadOrganization(store: EventStore, organizationId: string) {
  const recorded = await store.readStream(organizationStreamId(organizationId));
  const state = recorded.reduce(
    (s, e) => evolveOrganization(s, e as unknown as OrganizationEvent),
    initialOrganizationState,
  );
  return { state, revision: recorded[recorded.length - 1]?.revision };
}
