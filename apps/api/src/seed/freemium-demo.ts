import {
  decideOrganization,
  decideUser,
  evolveUser,
  initialOrganizationState,
  initialUserState,
  organizationStreamId,
  type UserEvent,
  userStreamId,
} from '@ghg/domain';
import { type EventStore, type EventMetadata, WrongExpectedRevisionError } from '@ghg/event-store';
import { DEMO_ADMIN_ID, FREEMIUM_DEMO_ADMIN, FREEMIUM_DEMO_ORGANIZATION_ID } from './demo-accounts.js';

/**
 * The freemium demo company (registered by the domain, so it starts on the default freemium plan) and its
 * administrator, each stream appended once with `no_stream`: a second start appends nothing. The demo
 * company's administrator is an auditor there too, so "Your companies" has two companies to switch between.
 */
export async function seedFreemiumDemo(store: EventStore, metadata: EventMetadata): Promise<boolean> {
  const organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
  const registered = decideOrganization(
    {
      type: 'RegisterOrganization',
      data: { organizationId, name: 'Freemium Demo S.A.', country: 'PL', demo: false },
    },
    initialOrganizationState,
  );
  // Each event is recorded for the company it belongs to (its audit log), not for the Demo company of the
  // seed's actor.
  const own: EventMetadata = { ...metadata, organizationId };
  const created = await appendOnce(
    store,
    organizationStreamId(organizationId),
    registered.map((e) => ({ type: e.type, data: e.data, metadata: own })),
  );
  const { userId, email, firstName, lastName, jobTitle, role } = FREEMIUM_DEMO_ADMIN;
  await appendOnce(store, userStreamId(userId), [
    {
      type: 'UserRegistered',
      data: { userId, email, firstName, lastName, jobTitle, organizationId, role },
      metadata: own,
    },
  ]);
  if (created) await joinAsAuditor(store, DEMO_ADMIN_ID, own);
  return created;
}

/** Once, when the company is made: someone removed from it later is not put back by the next start. */
async function joinAsAuditor(store: EventStore, userId: string, metadata: EventMetadata): Promise<void> {
  const recorded = (await store.readStream(userStreamId(userId))) as unknown as UserEvent[];
  const state = recorded.reduce(evolveUser, initialUserState);
  const organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
  const joined = decideUser(
    { type: 'JoinOrganization', data: { userId, organizationId, role: 'auditor', magicLinkId: null } },
    state,
  );
  if (joined.length === 0) return;
  await store.append(
    userStreamId(userId),
    joined.map((e) => ({ type: e.type, data: e.data, metadata })),
    recorded.length - 1,
  );
}

async function appendOnce(
  store: EventStore,
  streamId: string,
  events: Parameters<EventStore['append']>[1],
): Promise<boolean> {
  try {
    await store.append(streamId, events, 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
