/**
 * What every audit trail query reads from read.audit_log and how a row becomes the common part of an entry view.
 * The actor is named as they were called when they acted: the latest read.user_name_history row at or before the
 * event's position (migration 027), else the name they have now (read.user_names keeps removed people too). The
 * queries add their own columns (stream, section, row, month).
 */
export const AUDIT_ENTRY_FROM = `read.audit_log a
  left join lateral (select h.first_name, h.last_name from read.user_name_history h
                      where h.user_id = a.actor_id and h.from_position <= a.position
                      order by h.from_position desc limit 1) u on true
  left join read.user_names n on n.user_id = a.actor_id`;

/** The actor's name over AUDIT_ENTRY_FROM, or null when nobody of that id was ever named. */
export const AUDIT_ACTOR_NAME = `nullif(trim(coalesce(u.first_name, n.first_name, '') || ' ' ||
  coalesce(u.last_name, n.last_name, '')), '')`;

export const AUDIT_ENTRY_COLUMNS = `a.event_id, a.ordinal, a.position::text as position, a.occurred_at, a.actor_id,
  ${AUDIT_ACTOR_NAME} as actor_name, a.event_type, a.field, a.before, a.after`;

export interface AuditEntryRecord {
  event_id: string;
  ordinal: number;
  position: string;
  occurred_at: Date | string;
  actor_id: string;
  actor_name: string | null;
  event_type: string;
  field: string | null;
  before: unknown;
  after: unknown;
}

/** before and after travel as JSON text, null meaning empty. */
export function auditEntryOf(r: AuditEntryRecord) {
  return {
    id: `${r.event_id}:${r.ordinal}`,
    position: r.position,
    occurredAt: new Date(r.occurred_at).toISOString(),
    actorId: r.actor_id,
    actorName: r.actor_name ?? r.actor_id,
    eventType: r.event_type,
    field: r.field,
    before: r.before === null ? null : JSON.stringify(r.before),
    after: r.after === null ? null : JSON.stringify(r.after),
  };
}
