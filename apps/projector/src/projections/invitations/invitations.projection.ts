import type { SqlClient } from '@ghg/database';
import type { MagicLinkEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';

type LinkEvent = RecordedEvent & MagicLinkEvent;
const TYPES: readonly string[] = ['MagicLinkIssued', 'InvitationResent', 'MagicLinkRevoked', 'MagicLinkUsed'];
const isLinkEvent = (e: RecordedEvent): e is LinkEvent => TYPES.includes(e.type);

/**
 * `read.invitations`: the links an organization sent, and admin links. Links are few: one statement per event, in
 * log order. The e-mails they send are the `outbox` projection's.
 */
export const invitationsProjection: Projection = {
  name: READ_MODELS.invitations.projection,
  tables: READ_MODELS.invitations.tables,
  eventTypes: TYPES,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events.filter(isLinkEvent)) await applyOne(tx, event);
  },
};

async function applyOne(tx: SqlClient, event: LinkEvent): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'MagicLinkIssued': {
      const { magicLinkId, organizationId, email, role } = event.data;
      await tx.query(
        `insert into read.invitations
           (magic_link_id, organization_id, email, role, status, created_by, created_at, last_sent_at)
         values ($1, $2, $3, $4, 'pending', $5, $6, $6)`,
        [magicLinkId, organizationId, email, role, event.metadata.actorId, at],
      );
      return;
    }
    case 'InvitationResent': {
      await tx.query(
        `update read.invitations set send_count = send_count + 1, last_sent_at = $2 where magic_link_id = $1`,
        [event.data.magicLinkId, at],
      );
      return;
    }
    case 'MagicLinkRevoked':
      await tx.query(`update read.invitations set status = 'deleted' where magic_link_id = $1`, [
        event.data.magicLinkId,
      ]);
      return;
    case 'MagicLinkUsed':
      await tx.query(`update read.invitations set status = 'used', used_by = $2 where magic_link_id = $1`, [
        event.data.magicLinkId,
        event.data.userId,
      ]);
      return;
  }
}
