import { organizationStreamId, userStreamId } from '@ghg/domain';
import { type EventStore, type NewEvent, WrongExpectedRevisionError } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../context/request-context.js';
import { metadataOf } from '../shared/stream-command.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID, SEED_ACTOR_ID } from './demo-accounts.js';
import { seedFreemiumDemo } from './freemium-demo.js';

export interface DemoSeedResult {
  /** The demo company was created by this start. */
  created: boolean;
  /** Demo users this start registered (a demo from an older start gains the people added since). */
  usersCreated: number;
  organizationId: string;
  adminId: string;
  /** The freemium demo company was created by this start. */
  freemiumCreated: boolean;
}

/**
 * A demo company and one person per role, appended as ordinary events by the system actor. Every stream is
 * seeded on its own with `no_stream`, so a second (or concurrent) start is a no-op and an older demo gains the
 * users added since.
 */
export async function seedDemo(store: EventStore): Promise<DemoSeedResult> {
  const context: RequestContext = {
    actor: { userId: SEED_ACTOR_ID, organizationId: DEMO_ORGANIZATION_ID, role: 'administrator' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  };
  const metadata = metadataOf(context);
  const created = await appendIfNew(store, organizationStreamId(DEMO_ORGANIZATION_ID), {
    type: 'OrganizationRegistered',
    data: { organizationId: DEMO_ORGANIZATION_ID, name: 'Demo Sp. z o.o.', country: 'PL', demo: true },
    metadata,
  });
  let usersCreated = 0;
  for (const account of DEMO_ACCOUNTS) {
    const { userId, email, firstName, lastName, jobTitle, role } = account;
    const added = await appendIfNew(store, userStreamId(userId), {
      type: 'UserRegistered',
      data: { userId, email, firstName, lastName, jobTitle, organizationId: DEMO_ORGANIZATION_ID, role },
      metadata,
    });
    if (added) usersCreated += 1;
  }
  const freemiumCreated = await seedFreemiumDemo(store, metadata);
  return {
    created,
    usersCreated,
    organizationId: DEMO_ORGANIZATION_ID,
    adminId: DEMO_ADMIN_ID,
    freemiumCreated,
  };
}

async function appendIfNew(store: EventStore, streamId: string, event: NewEvent): Promise<boolean> {
  try {
    await store.append(streamId, [event], 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
