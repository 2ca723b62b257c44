import type { OutboxMessageView } from '@ghg/contracts';
import type { MailMessage } from './mail-message.js';

/** What one outbox row needs to become an e-mail. */
export interface InvitationMailSource {
  messageId: string;
  recipient: string;
  kind: OutboxMessageView['kind'];
  organizationName: string | null;
  /** Absolute URL of the magic link. */
  url: string;
}

/**
 * The same content the administrator's outbox shows (subject and link), in Polish and English: the invitee's
 * language is not known before they register.
 */
export function invitationMail(source: InvitationMailSource): MailMessage {
  const organization = source.organizationName ?? 'GHG Ledger';
  const reminder = source.kind === 'reminder';
  const pl = `${reminder ? 'Przypomnienie: zaproszenie' : 'Zaproszenie'} do ${organization} w GHG Ledger`;
  const en = `${reminder ? 'Reminder: invitation' : 'Invitation'} to ${organization} in GHG Ledger`;
  return {
    to: source.recipient,
    subject: `${pl} / ${en}`,
    text: [
      `${pl}.`,
      `Otwórz link, aby założyć konto: ${source.url}`,
      '',
      `${en}.`,
      `Open the link to create your account: ${source.url}`,
      '',
    ].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}
