import type { RecordedEvent } from '@ghg/event-store';
import { sqlJson } from '../../runtime/sql-json.js';

/**
 * The lines of the audit trail as people read them (who, when, what, before → after, from where), one array per
 * column of read.audit_log: the insert passes each as one array parameter and `unnest`s them, which PostgreSQL
 * turns into rows far faster than a JSON document of row objects (docs/benchmarks.md, "Projector rebuild").
 * jsonb columns hold JSON text (null for SQL null).
 */
export interface AuditColumns {
  event_id: string[];
  ordinal: number[];
  position: string[];
  organization_id: (string | null)[];
  stream_id: string[];
  event_type: string[];
  occurred_at: string[];
  actor_id: string[];
  field: (string | null)[];
  before: (string | null)[];
  after: (string | null)[];
  correlation_id: string[];
  source: (string | null)[];
  /** Section, row and month of answer events (and the month of period blocking), for auditors' filters. */
  question_id: (string | null)[];
  row_id: (string | null)[];
  period: (string | null)[];
}

interface ChangeLike {
  field: string;
  before: unknown;
  after: unknown;
  rowId?: unknown;
  period?: unknown;
}

interface DataLike {
  changes?: unknown;
  questionId?: unknown;
  rowId?: unknown;
  period?: unknown;
  row?: { rowId?: unknown; period?: unknown } | null;
}

const asData = (data: unknown): DataLike => (typeof data === 'object' && data !== null ? data : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * JSON text of a jsonb value; null and a missing value are SQL null, as they were in jsonb_to_recordset. Values
 * decoded from the log are plain JSON, so the bigint-aware (and slower) serialiser runs only when one is not.
 */
function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value);
  } catch {
    return sqlJson(value);
  }
}

const ORGANIZATION_STREAM_PREFIX = 'organization-';

/**
 * Whose audit trail an event is in. An event of an organization's own stream is that organization's, whatever
 * organization the metadata names: a command appended with the caller's organization (the freemium demo's seed
 * did, with the Demo company's) must not show in the caller's trail. Other streams are keyed by the metadata,
 * which every command sets to the organization it acts in.
 */
export function auditOrganizationOf(event: RecordedEvent): string | null {
  if (event.streamId.startsWith(ORGANIZATION_STREAM_PREFIX))
    return event.streamId.slice(ORGANIZATION_STREAM_PREFIX.length);
  return event.metadata.organizationId;
}

const emptyColumns = (): AuditColumns => ({
  event_id: [],
  ordinal: [],
  position: [],
  organization_id: [],
  stream_id: [],
  event_type: [],
  occurred_at: [],
  actor_id: [],
  field: [],
  before: [],
  after: [],
  correlation_id: [],
  source: [],
  question_id: [],
  row_id: [],
  period: [],
});

/**
 * Every event becomes at least one row. Events that carry field changes (`data.changes`) get one row per field;
 * any other event gets one row whose `after` is its whole payload, so nothing is ever missing from the trail.
 * The rows go straight into the column arrays (no object per row): a rebuild builds hundreds of thousands.
 */
export function auditColumnsOf(events: readonly RecordedEvent[]): AuditColumns {
  const c = emptyColumns();
  for (const event of events) {
    const data = asData(event.data);
    const { metadata } = event;
    const organizationId = auditOrganizationOf(event);
    const position = event.position.toString();
    const source = jsonText(metadata.source);
    const questionId = text(data.questionId);
    // A change names its own row (RowsDeleted has one change per deleted row); else the event's row applies.
    const eventRowId = text(data.rowId) ?? text(data.row?.rowId);
    const eventPeriod = text(data.period) ?? text(data.row?.period);
    const changes = Array.isArray(data.changes) ? (data.changes as ChangeLike[]) : [];
    const rows = changes.length === 0 ? 1 : changes.length;
    for (let ordinal = 0; ordinal < rows; ordinal++) {
      const change = changes[ordinal];
      c.event_id.push(event.eventId);
      c.ordinal.push(ordinal);
      c.position.push(position);
      c.organization_id.push(organizationId);
      c.stream_id.push(event.streamId);
      c.event_type.push(event.type);
      c.occurred_at.push(metadata.occurredAt);
      c.actor_id.push(metadata.actorId);
      c.correlation_id.push(metadata.correlationId);
      c.source.push(source);
      c.question_id.push(questionId);
      if (change) {
        c.field.push(change.field);
        c.before.push(jsonText(change.before));
        c.after.push(jsonText(change.after));
        c.row_id.push(text(change.rowId) ?? eventRowId);
        c.period.push(text(change.period) ?? eventPeriod);
      } else {
        c.field.push(null);
        c.before.push(null);
        c.after.push(jsonText(event.data));
        c.row_id.push(eventRowId);
        c.period.push(eventPeriod);
      }
    }
  }
  return c;
}
