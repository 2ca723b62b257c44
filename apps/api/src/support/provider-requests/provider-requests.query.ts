import type { ProviderRequestView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../shared/tokens.js';

interface Row {
  kind: 'support' | 'offset-quote';
  request_id: string;
  ticket_number: string;
  organization_id: string;
  organization_name: string | null;
  subject: string;
  message: string;
  details: Record<string, string | number>;
  screenshot_sha256: string | null;
  sender_name: string | null;
  sender_email: string | null;
  language: 'pl' | 'en';
  sent_at: Date | string;
}

/** The provider's back-office list of support and offset-quote requests, newest first. */
@Injectable()
export class ProviderRequestsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(): Promise<ProviderRequestView[]> {
    const { rows } = await this.db.query<Row>(
      `select r.kind, r.request_id, r.ticket_number, r.organization_id, o.name as organization_name, r.subject,
              r.message, r.details, r.screenshot_sha256, r.language, r.sent_at, u.email as sender_email,
              nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), '') as sender_name
       from read.provider_requests r
       left join read.organizations o on o.organization_id = r.organization_id
       left join read.users u on u.user_id = r.sent_by
       left join read.user_names n on n.user_id = r.sent_by
       order by r.sent_at desc, r.request_id limit 500`,
    );
    return rows.map((row) => ({
      kind: row.kind,
      requestId: row.request_id,
      ticketNumber: row.ticket_number,
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      subject: row.subject,
      message: row.message,
      details: row.details,
      screenshotPath: row.screenshot_sha256
        ? `/api/backoffice/provider-requests/${encodeURIComponent(row.organization_id)}/${encodeURIComponent(row.request_id)}/screenshot`
        : null,
      senderName: row.sender_name,
      senderEmail: row.sender_email,
      language: row.language,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  }

  /** The image a request names (never one that no request names). */
  async screenshot(
    organizationId: string,
    requestId: string,
  ): Promise<{ mediaType: string; bytes: Buffer } | null> {
    const { rows } = await this.db.query<{ media_type: string; bytes: Buffer | Uint8Array }>(
      `select s.media_type, s.bytes from read.provider_requests r
       join support.screenshots s on s.organization_id = r.organization_id and s.sha256 = r.screenshot_sha256
       where r.organization_id = $1 and r.request_id = $2`,
      [organizationId, requestId],
    );
    const row = rows[0];
    return row ? { mediaType: row.media_type, bytes: Buffer.from(row.bytes) } : null;
  }
}
