import { createStream, handleCommand } from '@ghg/command-handling';
import { organizationAggregate, organizationStreamId, userAggregate, userStreamId } from '@ghg/domain';
import type { EventMetadata, EventStore } from '@ghg/event-store';
import { DEMO_ADMIN_ID, FREEMIUM_DEMO_ADMIN, FREEMIUM_DEMO_ORGANIZATION_ID } from './demo-accounts.js';

/**
 * The freemium demo company (registered by the domain, so it starts on the default freemium plan) and its
 * administrator, each stream created once: a second start appends nothing. The demo company's administrator is
 * an auditor there too, so "Your companies" has two companies to switch between.
 */
export async function seedFreemiumDemo(store: EventStore, metadata: EventMetadata): Promise<boolean> {
  const organizationId = FREEMIUM_DEMO_ORGANIZATION_ID;
  // Each event is recorded for the company it belongs to (its audit log), not for the Demo company of the
  // seed's actor.
  const own: EventMetadata = { ...metadata, organizationId };
  const created = await createStream(store, {
    streamId: organizationStreamId(organizationId),
    aggregate: organizationAggregate,
    commands: [
      {
        type: 'RegisterOrganization',
        data: { organizationId, name: 'Freemium Demo S.A.', country: 'PL', demo: false },
      },
    ],
    metadata: own,
  });
  const { userId, email, firstName, lastName, jobTitle, role } = FREEMIUM_DEMO_ADMIN;
  await createStream(store, {
    streamId: userStreamId(userId),
    aggregate: userAggregate,
    commands: [
      {
        type: 'RegisterUser',
        data: { userId, email, firstName, lastName, jobTitle, organizationId, role },
      },
    ],
    metadata: own,
  });
  // Once, when the company is made: someone removed from it later is not put back by the next start.
  if (created) {
    await handleCommand(store, {
      streamId: userStreamId(DEMO_ADMIN_ID),
      aggregate: userAggregate,
      command: {
        type: 'JoinOrganization',
        data: { userId: DEMO_ADMIN_ID, organizationId, role: 'auditor', magicLinkId: null },
      },
      metadata: own,
    });
  }
  return created;
}
