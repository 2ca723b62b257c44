import type { SqlClient } from '@ghg/database';
import type { MagicLinkEvent } from '@ghg/domain';
import type { RecordedEvent } from '@ghg/event-store';
import type { Projection } from '../../runtime/projection.js';

type LinkEvent = RecordedEvent & MagicLinkEvent;
const TYPES: readonly string[] = ['MagicLinkIssued', 'InvitationResent', 'MagicLinkRevoked', 'MagicLinkUsed'];
const isLinkEvent = (e: RecordedEvent): e is LinkEvent => TYPES.includes(e.type);

/**
 * `read.invitations` (the links an organization sent, and admin links) and `read.outbox` (one row per invitation
 * e-mail, the event id as message id). Links are few: one statement per event, in log order.
 */
export const invitationsProjection: Projection = {
  name: 'invitations',
  tables: ['read.invitations', 'read.outbox'],
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
      if (organizationId && email) await queueEmail(tx, event, organizationId, email, 'invitation');
      return;
    }
    case 'InvitationResent': {
      const { magicLinkId, organizationId, email } = event.data;
      await tx.query(
        `update read.invitations set send_count = send_count + 1, last_sent_at = $2 where magic_link_id = $1`,
        [magicLinkId, at],
      );
      await queueEmail(tx, event, organizationId, email, 'reminder');
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

function queueEmail(
  tx: SqlClient,
  event: LinkEvent,
  organizationId: string,
  recipient: string,
  kind: 'invitation' | 'reminder',
) {
  return tx.query(
    `insert into read.outbox (message_id, organization_id, magic_link_id, recipient, kind, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [event.eventId, organizationId, event.data.magicLinkId, recipient, kind, event.metadata.occurredAt],
  );
}
