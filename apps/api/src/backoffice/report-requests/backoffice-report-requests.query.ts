import type { ReportPeriodChoiceKey, ReportRequestView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import type { ApiConfig } from '../../config/api-config.js';
import {
  MAIL_DELIVERY_COLUMNS,
  type MailDeliveryColumns,
  mailDeliveryView,
} from '../../mail/mail-delivery-view.js';
import { API_CONFIG, DB } from '../../shared/tokens.js';

interface RequestRow extends MailDeliveryColumns {
  request_id: string;
  organization_id: string;
  organization_name: string | null;
  period_choice: ReportPeriodChoiceKey;
  period_from: string | null;
  period_to: string;
  requested_by: string;
  requested_by_name: string | null;
  requested_by_email: string | null;
  language: 'pl' | 'en';
  requested_at: Date | string;
  /** The provider team's e-mail about it (read.outbox kind report-request) and where it went. */
  message_id: string | null;
  queued_at: Date | string | null;
  delivery_recipient: string | null;
}

/** The last requests shown; the team works through new ones, older ones are in the audit log. */
const LIMIT = 500;

/**
 * Full-report requests of every organization, newest first: the provider team's work list, each with the
 * notification e-mail the team got (or, without SMTP, that waits in the outbox).
 */
@Injectable()
export class BackofficeReportRequestsQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(): Promise<ReportRequestView[]> {
    const { rows } = await this.db.query<RequestRow>(
      `select r.request_id, r.organization_id, o.name as organization_name, r.period_choice, r.period_from,
              r.period_to, r.requested_by, r.language, r.requested_at, u.email as requested_by_email,
              nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), '') as requested_by_name,
              m.message_id, m.created_at as queued_at, d.recipient as delivery_recipient,
              ${MAIL_DELIVERY_COLUMNS}
         from read.report_requests r
         left join read.organizations o on o.organization_id = r.organization_id
         left join read.user_names n on n.user_id = r.requested_by
         left join read.users u on u.user_id = r.requested_by
         left join read.outbox m
           on m.kind = 'report-request' and m.organization_id = r.organization_id
          and m.reference = r.request_id
         left join mail.deliveries d on d.message_id = m.message_id
        order by r.requested_at desc, r.request_id
        limit ${LIMIT}`,
    );
    return rows.map((r) => ({
      requestId: r.request_id,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      period: { choice: r.period_choice, from: r.period_from, to: r.period_to },
      requestedBy: r.requested_by,
      requestedByName: r.requested_by_name ?? r.requested_by,
      requestedByEmail: r.requested_by_email,
      language: r.language,
      requestedAt: new Date(r.requested_at).toISOString(),
      notification:
        r.message_id === null
          ? null
          : {
              messageId: r.message_id,
              recipient: r.delivery_recipient ?? this.config.providerTeam.address,
              queuedAt: new Date(r.queued_at!).toISOString(),
              delivery: mailDeliveryView(r),
            },
    }));
  }
}
