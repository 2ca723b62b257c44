/**
 * What every audit trail query reads from read.audit_log (joined with read.user_names: a removed person is still named) and how a row
 * becomes the common part of an entry view. The queries add their own columns (stream, section, row, month).
 */
/** The actor's name over AUDIT_ENTRY_FROM, or null when nobody of that id was ever named. */
export const AUDIT_ACTOR_NAME = `nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`;

export const AUDIT_ENTRY_COLUMNS = `a.event_id, a.ordinal, a.position::text as position, a.occurred_at, a.actor_id,
  ${AUDIT_ACTOR_NAME} as actor_name, a.event_type, a.field, a.before, a.after`;

export const AUDIT_ENTRY_FROM = `read.audit_log a left join read.user_names u on u.user_id = a.actor_id`;

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
