import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { sqlJson } from '../../runtime/sql-json.js';
import { auditRowsOf } from './audit-log-rows.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

/** `read.audit_log`: every event flattened for auditors. One set-based insert per batch keeps rebuilds fast. */
export const auditLogProjection: Projection = {
  name: READ_MODELS.auditLog.projection,
  partitionKey: organizationOfEvent,
  tables: READ_MODELS.auditLog.tables,
  async apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void> {
    const rows = events.flatMap(auditRowsOf);
    if (rows.length === 0) return;
    await tx.query(
      `insert into read.audit_log
         (event_id, ordinal, position, organization_id, stream_id, event_type, occurred_at, actor_id, field,
          before, after, correlation_id, source, question_id, row_id, period)
       select event_id, ordinal, position, organization_id, stream_id, event_type, occurred_at, actor_id, field,
              before, after, correlation_id, source, question_id, row_id, period
         from jsonb_to_recordset($1::jsonb) as r(
           event_id uuid, ordinal int, position bigint, organization_id text, stream_id text, event_type text,
           occurred_at timestamptz, actor_id text, field text, before jsonb, after jsonb, correlation_id text,
           source jsonb, question_id text, row_id text, period text)`,
      [sqlJson(rows)],
    );
  },
};
