import type { RecordedEvent } from '@ghg/event-store';

/** One line of the audit trail as people read it: who, when, what, before → after, from where. */
export interface AuditRow {
  event_id: string;
  ordinal: number;
  position: string;
  organization_id: string | null;
  stream_id: string;
  event_type: string;
  occurred_at: string;
  actor_id: string;
  field: string | null;
  before: unknown;
  after: unknown;
  correlation_id: string;
  source: unknown;
  /** Section, row and month of answer events (and the month of period blocking), for auditors' filters. */
  question_id: string | null;
  row_id: string | null;
  period: string | null;
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
const text = (...candidates: unknown[]): string | null => {
  for (const c of candidates) if (typeof c === 'string') return c;
  return null;
};

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

/**
 * Every event becomes at least one row. Events that carry field changes (`data.changes`) get one row per field;
 * any other event gets one row whose `after` is its whole payload, so nothing is ever missing from the trail.
 */
export function auditRowsOf(event: RecordedEvent): AuditRow[] {
  const data = asData(event.data);
  const base = {
    event_id: event.eventId,
    position: event.position.toString(),
    organization_id: auditOrganizationOf(event),
    stream_id: event.streamId,
    event_type: event.type,
    occurred_at: event.metadata.occurredAt,
    actor_id: event.metadata.actorId,
    correlation_id: event.metadata.correlationId,
    source: event.metadata.source,
    question_id: text(data.questionId),
  };
  // A change names its own row (RowsDeleted has one change per deleted row); else the event's row applies.
  const rowId = (c?: ChangeLike) => text(c?.rowId, data.rowId, data.row?.rowId);
  const period = (c?: ChangeLike) => text(c?.period, data.period, data.row?.period);
  const changes = Array.isArray(data.changes) ? (data.changes as ChangeLike[]) : [];
  if (changes.length === 0) {
    return [
      {
        ...base,
        ordinal: 0,
        field: null,
        before: null,
        after: event.data,
        row_id: rowId(),
        period: period(),
      },
    ];
  }
  return changes.map((c, ordinal) => ({
    ...base,
    ordinal,
    field: c.field,
    before: c.before,
    after: c.after,
    row_id: rowId(c),
    period: period(c),
  }));
}
