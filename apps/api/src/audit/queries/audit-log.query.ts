import type { AuditEntryView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { DB } from '../../shared/tokens.js';
import {
  AUDIT_ENTRY_COLUMNS,
  AUDIT_ENTRY_FROM,
  type AuditEntryRecord,
  auditEntryOf,
} from '../audit-entry.js';

const MAX_LIMIT = 500;
export const auditQuerySchema = z
  .object({
    streamId: z.string().max(200).optional(),
    /** One event type only, e.g. InitialQuestionsAnswered: the company profile's History (profile changes only). */
    eventType: z.string().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT, { error: 'invalid_number' }).optional(),
  })
  .strict();

interface AuditRowRecord extends AuditEntryRecord {
  stream_id: string;
  source: { channel?: string } | null;
}

/** The audit trail of one organization, newest first. The organization is the caller's, never a parameter. */
@Injectable()
export class AuditLogQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(
    organizationId: string,
    filter: { streamId?: string; eventType?: string; limit?: number },
  ): Promise<AuditEntryView[]> {
    const { rows } = await this.db.query<AuditRowRecord>(
      `select ${AUDIT_ENTRY_COLUMNS}, a.stream_id, a.source
         from ${AUDIT_ENTRY_FROM}
        where a.organization_id = $1 and ($2::text is null or a.stream_id = $2)
          and ($4::text is null or a.event_type = $4)
        order by a.position desc, a.ordinal
        limit $3`,
      [organizationId, filter.streamId ?? null, filter.limit ?? 100, filter.eventType ?? null],
    );
    return rows.map((r) => ({
      ...auditEntryOf(r),
      streamId: r.stream_id,
      source: r.source?.channel ?? null,
    }));
  }
}
