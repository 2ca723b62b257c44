import type { AnswerAuditEntryView, AnswerAuditFilter } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { DB } from '../../shared/tokens.js';
import {
  AUDIT_ENTRY_COLUMNS,
  AUDIT_ENTRY_FROM,
  type AuditEntryRecord,
  auditEntryOf,
} from '../../audit/audit-entry.js';

export const DEFAULT_AUDIT_LIMIT = 200;
export const MAX_AUDIT_LIMIT = 1000;

const text = z.string().min(1).max(200).optional();
/** The auditor page's filters; query strings and GraphQL input alike (numbers may come as text). */
export const answerAuditFilterSchema = z
  .object({
    actorId: text,
    questionId: text,
    rowId: text,
    period: z
      .string()
      .regex(/^\d{4}-\d{2}$/, { error: 'invalid_format' })
      .optional(),
    eventType: text,
    limit: z.coerce.number().int().min(1).max(MAX_AUDIT_LIMIT, { error: 'invalid_number' }).optional(),
  })
  .strict();

interface AuditRecord extends AuditEntryRecord {
  question_id: string | null;
  row_id: string | null;
  period: string | null;
}

/**
 * The answers' audit trail of one organization (events of its section sheets), newest first, with the blocking
 * and unblocking of its months (by provider staff): they decide which answers may change.
 */
@Injectable()
export class AnswerAuditQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, filter: AnswerAuditFilter): Promise<AnswerAuditEntryView[]> {
    const { rows } = await this.db.query<AuditRecord>(
      `select ${AUDIT_ENTRY_COLUMNS}, a.question_id, a.row_id, a.period
         from ${AUDIT_ENTRY_FROM}
        where a.organization_id = $1
          and (a.question_id is not null or a.event_type in ('PeriodBlocked', 'PeriodUnblocked'))
          and ($2::text is null or a.actor_id = $2)
          and ($3::text is null or a.question_id = $3)
          and ($4::text is null or a.row_id = $4)
          and ($5::text is null or a.period = $5)
          and ($6::text is null or a.event_type = $6)
        order by a.position desc, a.ordinal
        limit $7`,
      [
        organizationId,
        filter.actorId ?? null,
        filter.questionId ?? null,
        filter.rowId ?? null,
        filter.period ?? null,
        filter.eventType ?? null,
        filter.limit ?? DEFAULT_AUDIT_LIMIT,
      ],
    );
    return rows.map((r) => ({
      ...auditEntryOf(r),
      questionId: r.question_id,
      rowId: r.row_id,
      period: r.period,
    }));
  }
}
