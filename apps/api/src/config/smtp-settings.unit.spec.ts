import { invitationMail } from '../mail/invitation-mail.js';
import { DEFAULT_SMTP_FROM, smtpFromEnv } from './smtp-settings.js';

describe('SMTP_URL and SMTP_FROM', () => {
  it('no SMTP_URL (or an empty one) keeps e-mails in the local outbox', () => {
    expect(smtpFromEnv({})).toBeNull();
    expect(smtpFromEnv({ SMTP_URL: '  ' })).toBeNull();
  });

  it('takes smtp:// and smtps:// URLs, with SMTP_FROM or the default sender', () => {
    expect(smtpFromEnv({ SMTP_URL: 'smtp://user:pass@mail.example:587' })).toEqual({
      url: 'smtp://user:pass@mail.example:587',
      from: DEFAULT_SMTP_FROM,
    });
    expect(smtpFromEnv({ SMTP_URL: 'smtps://mail.example', SMTP_FROM: 'Ledger <l@example.com>' })).toEqual({
      url: 'smtps://mail.example',
      from: 'Ledger <l@example.com>',
    });
    expect(DEFAULT_SMTP_FROM).toBe('GHG Ledger <no-reply@ghg-ledger.local>');
  });

  it('refuses other schemes and what is not a URL, at start', () => {
    expect(() => smtpFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpFromEnv({ SMTP_URL: 'mail.example:25' })).toThrow();
    expect(() => smtpFromEnv({ SMTP_URL: 'not a url' })).toThrow(/must be a URL/);
  });
});

describe('the invitation e-mail', () => {
  const source = {
    messageId: '6f1c1f4e-0000-4000-8000-000000000001',
    recipient: 'ola@firma.pl',
    organizationName: 'Demo Sp. z o.o.',
    url: 'https://ledger.example/ml/abc',
  };

  it('says the same as the outbox, in Polish and English, with the link and a stable message id', () => {
    const mail = invitationMail({ ...source, kind: 'invitation' });
    expect(mail.to).toBe('ola@firma.pl');
    expect(mail.subject).toBe(
      'Zaproszenie do Demo Sp. z o.o. w GHG Ledger / Invitation to Demo Sp. z o.o. in GHG Ledger',
    );
    expect(mail.text).toContain('Otwórz link, aby założyć konto: https://ledger.example/ml/abc');
    expect(mail.text).toContain('Open the link to create your account: https://ledger.example/ml/abc');
    expect(mail.messageId).toBe('<6f1c1f4e-0000-4000-8000-000000000001@ghg-ledger>');
  });

  it('a resend is a reminder', () => {
    expect(invitationMail({ ...source, kind: 'reminder' }).subject).toMatch(
      /^Przypomnienie: zaproszenie do .* \/ Reminder: invitation to /,
    );
  });
});
