import { createStream, loadStream } from '@ghg/command-handling';
import { magicLinkAggregate, magicLinkStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import { SEED_ACTOR_ID } from '../seed/demo-accounts.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { metadataOf } from '../shared/stream-command.js';
import { magicLinkPath } from '../shared/magic-link-path.js';

/** A fixed admin link for the demo: registers one new company on this installation, then it is expired. */
export const DEMO_ADMIN_MAGIC_LINK_ID = '6f1d2c3e-0000-4000-8000-0000000011e1';

/** Issues the demo admin link on first start; answers its path and whether it can still be used. */
export async function seedDemoAdminMagicLink(store: EventStore): Promise<{ path: string; active: boolean }> {
  const streamId = magicLinkStreamId(DEMO_ADMIN_MAGIC_LINK_ID);
  const metadata = metadataOf({
    actor: { userId: SEED_ACTOR_ID, organizationId: DEMO_ORGANIZATION_ID, role: 'provider-staff' },
    correlationId: randomUUID(),
    source: { channel: 'system' },
  });
  await createStream(store, {
    streamId,
    aggregate: magicLinkAggregate,
    commands: [
      {
        type: 'IssueAdminMagicLink',
        data: { magicLinkId: DEMO_ADMIN_MAGIC_LINK_ID, actorRole: 'provider-staff' },
      },
    ],
    metadata,
  });
  const { state } = await loadStream(store, streamId, magicLinkAggregate);
  return { path: magicLinkPath(DEMO_ADMIN_MAGIC_LINK_ID), active: state.active };
}
