import { organizationStreamId, userStreamId } from '@ghg/domain';
import { type EventStore, WrongExpectedRevisionError } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../context/request-context.js';
import { metadataOf } from '../shared/stream-command.js';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID, SEED_ACTOR_ID } from './demo-accounts.js';

export interface DemoSeedResult {
  created: boolean;
  organizationId: string;
  adminId: string;
}

/**
 * First start: a demo company and its administrator, appended as ordinary events by the system actor.
 * Idempotent: the `no_stream` expectation makes a second start (or a concurrent one) a no-op.
 */
export async function seedDemo(store: EventStore): Promise<DemoSeedResult> {
  const result = { organizationId: DEMO_ORGANIZATION_ID, adminId: DEMO_ADMIN_ID };
  const context: RequestContext = {
    actor: { userId: SEED_ACTOR_ID, organizationId: DEMO_ORGANIZATION_ID },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  };
  const metadata = metadataOf(context);
  try {
    await store.append(
      organizationStreamId(DEMO_ORGANIZATION_ID),
      [
        {
          type: 'OrganizationRegistered',
          data: { organizationId: DEMO_ORGANIZATION_ID, name: 'Demo Sp. z o.o.', country: 'PL', demo: true },
          metadata,
        },
      ],
      'no_stream',
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { ...result, created: false };
    throw error;
  }
  await store.append(
    userStreamId(DEMO_ADMIN_ID),
    [
      {
        type: 'UserRegistered',
        data: {
          userId: DEMO_ADMIN_ID,
          email: DEMO_ADMIN_EMAIL,
          firstName: 'Anna',
          lastName: 'Demo',
          jobTitle: 'Sustainability manager',
          organizationId: DEMO_ORGANIZATION_ID,
          role: 'administrator',
        },
        metadata,
      },
    ],
    'no_stream',
  );
  return { ...result, created: true };
}
