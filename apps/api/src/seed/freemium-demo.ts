import {
  decideOrganization,
  initialOrganizationState,
  organizationStreamId,
  userStreamId,
} from '@ghg/domain';
import { type EventStore, type EventMetadata, WrongExpectedRevisionError } from '@ghg/event-store';
import { FREEMIUM_DEMO_ADMIN, FREEMIUM_DEMO_ORGANIZATION_ID } from './demo-accounts.js';

/**
 * The freemium demo company (registered by the domain, so it starts on the default freemium plan) and its
 * administrator, each stream appended once with `no_stream`: a second start appends nothing.
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
  const created = await appendOnce(
    store,
    organizationStreamId(organizationId),
    registered.map((e) => ({ type: e.type, data: e.data, metadata })),
  );
  const { userId, email, firstName, lastName, jobTitle, role } = FREEMIUM_DEMO_ADMIN;
  await appendOnce(store, userStreamId(userId), [
    {
      type: 'UserRegistered',
      data: { userId, email, firstName, lastName, jobTitle, organizationId, role },
      metadata: { ...metadata, organizationId },
    },
  ]);
  return created;
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
