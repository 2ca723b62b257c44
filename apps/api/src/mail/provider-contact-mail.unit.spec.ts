import { providerContactMail } from './provider-contact-mail.js';

const base = {
  messageId: 'm-1',
  recipient: 'team@provider.example',
  organizationName: 'Demo Sp. z o.o.',
  organizationId: 'org-1',
  senderName: 'Anna Nowak',
  senderEmail: 'anna@demo.example',
  url: 'http://127.0.0.1:3000/backoffice?tab=provider-requests',
};

describe('the provider team’s e-mail about a request', () => {
  it('states a support request with its ticket, sender, subject and message in Polish and English', () => {
    const mail = providerContactMail({
      ...base,
      kind: 'support-request',
      details: {
        ticketNumber: 'GHG-7F3A9C21',
        subject: 'Import',
        message: 'Row 3 fails',
        hasScreenshot: true,
      },
    });
    expect(mail.to).toBe('team@provider.example');
    expect(mail.subject).toBe('[GHG-7F3A9C21] Wsparcie / Support: Import (Demo Sp. z o.o.)');
    expect(mail.text).toContain('Numer zgłoszenia: GHG-7F3A9C21');
    expect(mail.text).toContain('From: Anna Nowak <anna@demo.example>');
    expect(mail.text).toContain('Screenshot: yes');
    expect(mail.text).toContain('Row 3 fails');
    expect(mail.messageId).toBe('<m-1@ghg-ledger>');
  });

  it('states an offset quote request with the project as offered and the tonnes', () => {
    const mail = providerContactMail({
      ...base,
      kind: 'offset-quote',
      details: {
        ticketNumber: 'GHG-00000001',
        project: { name: 'Wind', standard: 'Gold Standard', pricePerTonne: 75, currency: 'PLN' },
        tonnes: 16,
        message: '',
      },
    });
    expect(mail.subject).toContain('Offset quote: Wind');
    expect(mail.text).toContain('Project: Wind (Gold Standard), 75 PLN/t');
    expect(mail.text).toContain('Tonnes CO2e: 16');
  });
});
