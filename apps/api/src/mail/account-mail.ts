import type { MailMessage } from './mail-message.js';

/** E-mails to one person about their own account, in the language of the page it started on. */
export interface AccountMailSource {
  messageId: string;
  recipient: string;
  language: 'pl' | 'en';
}

const TIME = { pl: 'pl-PL', en: 'en-GB' } as const;
const timeOf = (iso: string, language: 'pl' | 'en') =>
  new Date(iso).toLocaleString(TIME[language], { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) +
  ' UTC';

/** M5: sign-in was locked after too many wrong passwords; what to do if it was not them. */
export function signInLockedMail(
  source: AccountMailSource & { lockedUntil: string; forgotPasswordUrl: string },
): MailMessage {
  const until = timeOf(source.lockedUntil, source.language);
  const text =
    source.language === 'en'
      ? [
          'Sign-in to your GHG Ledger account was locked after too many wrong passwords.',
          `You can sign in again after ${until}.`,
          `If it was not you, someone may be guessing your password: set a new one at ${source.forgotPasswordUrl}`,
        ]
      : [
          'Logowanie na Twoje konto w GHG Ledger zostało zablokowane po zbyt wielu błędnych hasłach.',
          `Możesz zalogować się ponownie po ${until}.`,
          `Jeśli to nie Ty, ktoś może zgadywać Twoje hasło: ustaw nowe na ${source.forgotPasswordUrl}`,
        ];
  return {
    to: source.recipient,
    subject:
      source.language === 'en'
        ? 'GHG Ledger: sign-in locked after failed attempts'
        : 'GHG Ledger: logowanie zablokowane po nieudanych próbach',
    text: [...text, ''].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}

/** Forgot password: the one-time link, valid 30 minutes. */
export function passwordResetMail(
  source: AccountMailSource & { expiresAt: string; url: string },
): MailMessage {
  const until = timeOf(source.expiresAt, source.language);
  const text =
    source.language === 'en'
      ? [
          'Someone asked to set a new password for your GHG Ledger account.',
          `Open this link to set it (it works once, until ${until}): ${source.url}`,
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ]
      : [
          'Ktoś poprosił o ustawienie nowego hasła do Twojego konta w GHG Ledger.',
          `Otwórz ten link, aby je ustawić (działa raz, do ${until}): ${source.url}`,
          'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.',
        ];
  return {
    to: source.recipient,
    subject: source.language === 'en' ? 'GHG Ledger: set a new password' : 'GHG Ledger: ustaw nowe hasło',
    text: [...text, ''].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}
