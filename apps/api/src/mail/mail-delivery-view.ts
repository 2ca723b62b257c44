import type { MailDeliveryView } from '@ghg/contracts';

/** The mail.deliveries columns a view shows, as a left join gives them (all null: never picked up). */
export interface MailDeliveryColumns {
  status: MailDeliveryView['status'] | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: Date | string | null;
  next_attempt_at: Date | string | null;
}

/** The SQL select list of MailDeliveryColumns from mail.deliveries aliased `d`. */
export const MAIL_DELIVERY_COLUMNS = 'd.status, d.attempts, d.last_error, d.sent_at, d.next_attempt_at';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** null while SMTP is off (or for an e-mail older than SMTP delivery): it is in the local outbox only. */
export function mailDeliveryView(row: MailDeliveryColumns): MailDeliveryView | null {
  if (!row.status) return null;
  return {
    status: row.status,
    attempts: row.attempts ?? 0,
    lastError: row.last_error,
    deliveredAt: iso(row.sent_at),
    nextAttemptAt: row.status === 'sent' ? null : iso(row.next_attempt_at),
  };
}
