import type { OutboxMessageView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { requireAdministrator } from '../invitations/invitations.service.js';
import { magicLinkPath } from '../shared/magic-link-path.js';
import {
  MAIL_DELIVERY_COLUMNS,
  type MailDeliveryColumns,
  mailDeliveryView,
} from '../mail/mail-delivery-view.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { DB } from '../shared/tokens.js';

interface OutboxRow extends MailDeliveryColumns {
  message_id: string;
  recipient: string;
  magic_link_id: string;
  kind: OutboxMessageView['kind'];
  name: string | null;
  created_at: Date;
}

/**
 * The invitation e-mails of the organization (read.outbox, one per invitation or resend): how an
 * administrator reads what was sent and passes the link on, and, with SMTP_URL set, whether the SMTP server
 * took each one. The provider team's report-request notices share read.outbox but are not the company's mail:
 * the back-office request list shows them.
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
              ${MAIL_DELIVERY_COLUMNS}
       from read.outbox m left join read.organizations o on o.organization_id = m.organization_id
       left join mail.deliveries d on d.message_id = m.message_id
       where m.organization_id = $1 and m.kind in ('invitation', 'reminder')
       order by m.created_at desc, m.message_id limit 200`,
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
      delivery: mailDeliveryView(row),
    }));
  }
}
