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
}

interface ChangeLike {
  field: string;
  before: unknown;
  after: unknown;
}

const hasChanges = (data: unknown): data is { changes: ChangeLike[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { changes?: unknown }).changes);

/**
 * Every event becomes at least one row. Events that carry field changes (`data.changes`) get one row per field;
 * any other event gets one row whose `after` is its whole payload, so nothing is ever missing from the trail.
 */
export function auditRowsOf(event: RecordedEvent): AuditRow[] {
  const base = {
    event_id: event.eventId,
    position: event.position.toString(),
    organization_id: event.metadata.organizationId,
    stream_id: event.streamId,
    event_type: event.type,
    occurred_at: event.metadata.occurredAt,
    actor_id: event.metadata.actorId,
    correlation_id: event.metadata.correlationId,
    source: event.metadata.source,
  };
  const changes = hasChanges(event.data) ? event.data.changes : [];
  if (changes.length === 0) return [{ ...base, ordinal: 0, field: null, before: null, after: event.data }];
  return changes.map((c, ordinal) => ({
    ...base,
    ordinal,
    field: c.field,
    before: c.before,
    after: c.after,
  }));
}
