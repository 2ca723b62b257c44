import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { auditColumnsOf } from './audit-log-rows.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

/**
 * `read.audit_log`: every event flattened for auditors. One set-based insert per batch keeps rebuilds fast; the
 * batch goes as one text array per column (jsonb and typed columns cast in SQL, the same on PostgreSQL and PGlite),
 * which PostgreSQL unnests at a fraction of jsonb_to_recordset's cost on a JSON document of rows.
 */
export const auditLogProjection: Projection = {
  name: READ_MODELS.auditLog.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.auditLog.tables,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const c = auditColumnsOf(events);
    if (c.event_id.length === 0) return;
    await tx.query(
      `insert into read.audit_log
         (event_id, ordinal, position, organization_id, stream_id, event_type, occurred_at, actor_id, field,
          before, after, correlation_id, source, question_id, row_id, period)
       select event_id::uuid, ordinal, position::bigint, organization_id, stream_id, event_type,
              occurred_at::timestamptz, actor_id, field, before::jsonb, after::jsonb, correlation_id, source::jsonb,
              question_id, row_id, period
         from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                     $16::text[])
           as r(event_id, ordinal, position, organization_id, stream_id, event_type, occurred_at, actor_id, field,
                before, after, correlation_id, source, question_id, row_id, period)`,
      [
        c.event_id,
        c.ordinal,
        c.position,
        c.organization_id,
        c.stream_id,
        c.event_type,
        c.occurred_at,
        c.actor_id,
        c.field,
        c.before,
        c.after,
        c.correlation_id,
        c.source,
        c.question_id,
        c.row_id,
        c.period,
      ],
    );
  },
};
