import type { MailDeliveryView, OutboxMessageView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { magicLinkPath, requireAdministrator } from '../invitations/invitations.service.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { DB } from '../shared/tokens.js';

interface OutboxRow {
  message_id: string;
  recipient: string;
  magic_link_id: string;
  kind: OutboxMessageView['kind'];
  name: string | null;
  created_at: Date;
  status: MailDeliveryView['status'] | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The invitation e-mails of the organization (read.outbox, one per invitation or resend): how an administrator
 * reads what was sent and passes the link on, and, with SMTP_URL set, whether the SMTP server took each one.
 */
@Controller('api/organizations/:organizationId/outbox')
export class OutboxController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get()
  async list(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<OutboxMessageView[]> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    requireAdministrator(context);
    const { rows } = await this.db.query<OutboxRow>(
      `select m.message_id, m.recipient, m.magic_link_id, m.kind, o.name, m.created_at,
              d.status, d.attempts, d.last_error, d.sent_at, d.next_attempt_at
       from read.outbox m left join read.organizations o on o.organization_id = m.organization_id
       left join mail.deliveries d on d.message_id = m.message_id
       where m.organization_id = $1 order by m.created_at desc, m.message_id limit 200`,
      [context.actor.organizationId],
    );
    return rows.map((row) => ({
      messageId: row.message_id,
      recipient: row.recipient,
      magicLinkId: row.magic_link_id,
      link: magicLinkPath(row.magic_link_id),
      kind: row.kind,
      organizationName: row.name,
      sentAt: new Date(row.created_at).toISOString(),
      delivery: row.status
        ? {
            status: row.status,
            attempts: row.attempts ?? 0,
            lastError: row.last_error,
            deliveredAt: iso(row.sent_at),
            nextAttemptAt: row.status === 'sent' ? null : iso(row.next_attempt_at),
          }
        : null,
    }));
  }
}
