import type { MailMessage } from './mail-message.js';

/** One notification as the e-mail lists it (read.notifications kind and details). */
export interface MailedNotification {
  kind: string;
  details: Record<string, unknown>;
}

/** What one notification e-mail needs: one notification, or a digest of several close together. */
export interface NotificationMailSource {
  messageId: string;
  recipient: string;
  organizationName: string | null;
  notifications: readonly MailedNotification[];
  /** The public address of the application (PUBLIC_URL). */
  publicUrl: string;
}

type Lang = 'pl' | 'en';
const count = (details: Record<string, unknown>, key: string) =>
  Array.isArray(details[key]) ? (details[key] as unknown[]).length : 1;
const text = (details: Record<string, unknown>, key: string) =>
  typeof details[key] === 'string' ? (details[key] as string) : '';

/** One line per notification, in the words of the notifications screen. */
export function notificationLine(n: MailedNotification, lang: Lang): string {
  const pl = lang === 'pl';
  const d = n.details;
  switch (n.kind) {
    case 'task-assigned':
      return d['dueDate']
        ? pl
          ? `Przydzielono Ci zadanie z terminem ${text(d, 'dueDate')}.`
          : `A task was assigned to you, due ${text(d, 'dueDate')}.`
        : pl
          ? 'Przydzielono Ci zadanie.'
          : 'A task was assigned to you.';
    case 'task-submitted':
      return pl ? 'Zadanie, które zleciłeś, zostało przesłane.' : 'A task you delegated was submitted.';
    case 'task-reopened':
      return pl ? 'Twoje zadanie zostało ponownie otwarte.' : 'Your task was reopened.';
    case 'task-due-soon':
      return pl ? 'Zbliża się termin zadania.' : 'A task is due soon.';
    case 'rows-submitted':
      return pl
        ? `Wiersze do weryfikacji: ${count(d, 'rowIds')}.`
        : `Rows sent for verification: ${count(d, 'rowIds')}.`;
    case 'row-returned':
      return pl
        ? `Wiersz zwrócono do poprawy: „${text(d, 'comment')}”.`
        : `A row was returned for fixing: "${text(d, 'comment')}".`;
    case 'rows-verified':
      return pl ? `Zweryfikowane wiersze: ${count(d, 'rowIds')}.` : `Rows verified: ${count(d, 'rowIds')}.`;
    case 'report-sent':
      return pl
        ? `Pełny raport został wysłany: ${text(d, 'fileName')}.`
        : `The full report was sent: ${text(d, 'fileName')}.`;
    case 'invitation-accepted':
      return pl ? 'Zaproszona osoba dołączyła do organizacji.' : 'An invited person joined the organization.';
    default:
      return pl ? 'Nowe powiadomienie.' : 'A new notification.';
  }
}

/**
 * The person's notification e-mail, Polish first and English below (like the other product e-mails): one
 * notification names itself in the subject; several close together come as one digest listing each.
 */
export function notificationMail(source: NotificationMailSource): MailMessage {
  const { notifications } = source;
  const digest = notifications.length > 1;
  const link = (lang: Lang) =>
    new URL(lang === 'pl' ? 'notifications' : 'en/notifications', `${source.publicUrl}/`).href;
  const organization = source.organizationName ? ` (${source.organizationName})` : '';
  const block = (lang: Lang) => {
    const pl = lang === 'pl';
    const heading = digest
      ? pl
        ? `Nowe powiadomienia${organization}: ${notifications.length}`
        : `New notifications${organization}: ${notifications.length}`
      : pl
        ? `Nowe powiadomienie${organization}`
        : `New notification${organization}`;
    return [
      heading,
      ...notifications.map((n) => `- ${notificationLine(n, lang)}`),
      `${pl ? 'Powiadomienia' : 'Notifications'}: ${link(lang)}`,
      pl
        ? 'Ustawienia e-maili z powiadomieniami zmienisz w profilu.'
        : 'Change your notification e-mails in your profile.',
      '',
    ];
  };
  const subject = digest
    ? `Nowe powiadomienia (${notifications.length}) / New notifications (${notifications.length})`
    : `${notificationLine(notifications[0]!, 'pl')} / ${notificationLine(notifications[0]!, 'en')}`;
  return {
    to: source.recipient,
    subject,
    text: [...block('pl'), ...block('en')].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}
