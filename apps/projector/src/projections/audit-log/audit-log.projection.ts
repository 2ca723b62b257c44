import type { SqlClient } from '@ghg/database';
import type { RecordedEvent } from '@ghg/event-store';
import { READ_MODELS } from '@ghg/read-models';
import type { Projection } from '../../runtime/projection.js';
import { type AuditColumns, auditColumnsOf } from './audit-log-rows.js';
import { organizationOfEvent } from '../../runtime/partitioning.js';

/**
 * The columns of read.audit_log in insert order, each with the array type it travels as and the cast that makes
 * it the column's type (uuid, bigint, timestamptz and jsonb travel as text: one spelling for PostgreSQL and PGlite).
 */
const COLUMNS: readonly [keyof AuditColumns, 'text' | 'int', string][] = [
  ['event_id', 'text', '::uuid'],
  ['ordinal', 'int', ''],
  ['position', 'text', '::bigint'],
  ['organization_id', 'text', ''],
  ['stream_id', 'text', ''],
  ['event_type', 'text', ''],
  ['occurred_at', 'text', '::timestamptz'],
  ['actor_id', 'text', ''],
  ['field', 'text', ''],
  ['before', 'text', '::jsonb'],
  ['after', 'text', '::jsonb'],
  ['correlation_id', 'text', ''],
  ['source', 'text', '::jsonb'],
  ['question_id', 'text', ''],
  ['row_id', 'text', ''],
  ['period', 'text', ''],
];

const names = COLUMNS.map(([name]) => name).join(', ');
const INSERT_SQL = `insert into read.audit_log (${names})
  select ${COLUMNS.map(([name, , cast]) => `${name}${cast}`).join(', ')}
    from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as r(${names})`;

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
    const columns = auditColumnsOf(events);
    if (columns.event_id.length === 0) return;
    await tx.query(
      INSERT_SQL,
      COLUMNS.map(([name]) => columns[name]),
    );
  },
};
