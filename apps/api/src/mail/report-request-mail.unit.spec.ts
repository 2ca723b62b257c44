import { outboxMail, type OutboxMailRow } from './outbox-mail.js';
import { DEFAULT_PROVIDER_TEAM_EMAIL, providerTeamEmailFromEnv } from '../config/provider-team-email.js';
import { periodText, reportRequestMail } from './report-request-mail.js';

describe('PROVIDER_TEAM_EMAIL', () => {
  it('defaults to the demo address, marked as not configured', () => {
    expect(providerTeamEmailFromEnv({})).toEqual({ address: DEFAULT_PROVIDER_TEAM_EMAIL, configured: false });
    expect(providerTeamEmailFromEnv({ PROVIDER_TEAM_EMAIL: ' ' }).configured).toBe(false);
    expect(DEFAULT_PROVIDER_TEAM_EMAIL).toBe('reports@provider.ghg-ledger.local');
  });

  it('takes one address, trimmed', () => {
    expect(providerTeamEmailFromEnv({ PROVIDER_TEAM_EMAIL: ' raporty@dostawca.pl ' })).toEqual({
      address: 'raporty@dostawca.pl',
      configured: true,
    });
  });

  it('refuses what is not one plain address, at start', () => {
    for (const value of [
      'raporty',
      'Team <raporty@dostawca.pl>',
      'a@b.pl, c@d.pl',
      'a@localhost',
      'a b@c.pl',
    ])
      expect(() => providerTeamEmailFromEnv({ PROVIDER_TEAM_EMAIL: value })).toThrow(/PROVIDER_TEAM_EMAIL/);
  });
});

describe('the provider team’s e-mail about a full-report request', () => {
  const source = {
    messageId: '6f1c1f4e-0000-4000-8000-000000000002',
    recipient: 'raporty@dostawca.pl',
    organizationId: 'org-1',
    organizationName: 'Demo Sp. z o.o.',
    period: { choice: 'previous-year' as const, from: '2025-01', to: '2025-12' },
    language: 'en' as const,
    requestedBy: 'user-1',
    requestedByName: 'Anna Demo',
    requestedByEmail: 'anna@demo.pl',
    requestedAt: new Date('2026-11-22T09:05:00.000Z'),
    url: 'https://ledger.example/backoffice?tab=report-requests',
  };

  it('names organization, period, language, requester and time, Polish first and English below', () => {
    const mail = reportRequestMail(source);
    expect(mail.to).toBe('raporty@dostawca.pl');
    expect(mail.messageId).toBe('<6f1c1f4e-0000-4000-8000-000000000002@ghg-ledger>');
    expect(mail.subject).toBe(
      'Zamówienie pełnego raportu: Demo Sp. z o.o., Poprzedni rok: 01-2025 – 12-2025 / ' +
        'Full report requested: Demo Sp. z o.o., Previous year: 01-2025 – 12-2025',
    );
    const [pl, en] = mail.text.split('\n\n');
    expect(pl!.split('\n')).toEqual([
      'Zamówiono pełny raport zgodny z GHG Protocol.',
      'Organizacja: Demo Sp. z o.o.',
      'Okres: Poprzedni rok: 01-2025 – 12-2025',
      'Język raportu: angielski',
      'Zamawiający: Anna Demo <anna@demo.pl>',
      'Data zamówienia: 22 listopada 2026, 09:05 UTC',
      'Przygotuj raport i wyślij go e-mailem zamawiającemu w ciągu 2–3 dni roboczych.',
      'Zamówienia raportów: https://ledger.example/backoffice?tab=report-requests',
    ]);
    expect(en).toContain('Report language: English');
    expect(en).toContain('Requested by: Anna Demo <anna@demo.pl>');
    expect(en).toContain('Requested at: 22 November 2026, 09:05 UTC');
    expect(en).toContain('Report requests: https://ledger.example/backoffice?tab=report-requests');
  });

  it('falls back to the ids when names are not known, and says "from the beginning"', () => {
    const mail = reportRequestMail({
      ...source,
      organizationName: null,
      requestedByName: null,
      requestedByEmail: null,
      language: 'pl',
      period: { choice: 'from-beginning', from: null, to: '2026-11' },
    });
    expect(mail.subject).toMatch(/^Zamówienie pełnego raportu: org-1, Od początku: od początku – 11-2026 \//);
    expect(mail.text).toContain('Zamawiający: user-1\n');
    expect(mail.text).toContain('Język raportu: polski');
    expect(periodText({ choice: 'custom', from: '2025-03', to: '2025-05' }, 'en')).toBe(
      'Custom range: 03-2025 – 05-2025',
    );
  });
});

describe('an outbox row becomes its e-mail by kind', () => {
  const settings = { publicUrl: 'https://ledger.example', providerTeamEmail: 'raporty@dostawca.pl' };
  const row: OutboxMailRow = {
    message_id: 'm1',
    kind: 'invitation',
    organization_id: 'org-1',
    organization_name: 'Demo',
    created_at: '2026-11-22T09:05:00.000Z',
    recipient: 'ola@firma.pl',
    magic_link_id: 'abc',
    details: null,
    requested_by_name: null,
    requested_by_email: null,
  };

  it('an invitation goes to the invitee with the magic link', () => {
    const mail = outboxMail(row, settings);
    expect(mail.to).toBe('ola@firma.pl');
    expect(mail.text).toContain('https://ledger.example/ml/abc');
  });

  it('a report-request goes to PROVIDER_TEAM_EMAIL with the back-office link', () => {
    const mail = outboxMail(
      {
        ...row,
        kind: 'report-request',
        recipient: null,
        magic_link_id: null,
        details: {
          period: { choice: 'current-year', from: '2026-01', to: '2026-11' },
          language: 'pl',
          requestedBy: 'u1',
        },
      },
      settings,
    );
    expect(mail.to).toBe('raporty@dostawca.pl');
    expect(mail.text).toContain('https://ledger.example/backoffice?tab=report-requests');
  });

  it('a row missing what its kind needs is refused, not sent half-made', () => {
    expect(() => outboxMail({ ...row, magic_link_id: null }, settings)).toThrow(/no recipient or magic link/);
    expect(() => outboxMail({ ...row, kind: 'report-request' }, settings)).toThrow(/no details/);
  });
});
