import type { MailMessage } from './mail-message.js';

/** The facts of a support or offset-quote outbox row, as the event recorded them. */
export interface ProviderContactMailSource {
  messageId: string;
  kind: 'support-request' | 'offset-quote';
  recipient: string;
  organizationName: string | null;
  organizationId: string;
  details: {
    ticketNumber?: string;
    subject?: string;
    message?: string;
    hasScreenshot?: boolean;
    project?: { name: string; standard: string; pricePerTonne: number; currency: string };
    tonnes?: number;
  };
  senderName: string | null;
  senderEmail: string | null;
  /** Absolute URL of the back-office list of requests. */
  url: string;
}

/**
 * The provider team's e-mail about a support request or an offset quote request, Polish first and English below
 * (as the report-request notice): a reply goes to the sender's address, named in the text.
 */
export function providerContactMail(source: ProviderContactMailSource): MailMessage {
  const organization = source.organizationName ?? source.organizationId;
  const sender = (source.senderName ?? '') + (source.senderEmail ? ` <${source.senderEmail}>` : '');
  const d = source.details;
  const ticket = d.ticketNumber ?? '';
  const support = source.kind === 'support-request';
  const lines = (pl: boolean) => [
    support
      ? pl
        ? 'Nowe zgłoszenie do wsparcia.'
        : 'A new support request.'
      : pl
        ? 'Prośba o wycenę kompensacji emisji.'
        : 'An offset quote was requested.',
    `${pl ? 'Numer zgłoszenia' : 'Ticket'}: ${ticket}`,
    `${pl ? 'Organizacja' : 'Organization'}: ${organization}`,
    `${pl ? 'Od' : 'From'}: ${sender.trim()}`,
    ...(support
      ? [
          `${pl ? 'Temat' : 'Subject'}: ${d.subject ?? ''}`,
          `${pl ? 'Zrzut ekranu' : 'Screenshot'}: ${d.hasScreenshot ? (pl ? 'tak' : 'yes') : pl ? 'nie' : 'no'}`,
        ]
      : [
          `${pl ? 'Projekt' : 'Project'}: ${d.project?.name ?? ''} (${d.project?.standard ?? ''}), ` +
            `${d.project?.pricePerTonne ?? ''} ${d.project?.currency ?? ''}/t`,
          `${pl ? 'Tony CO2e' : 'Tonnes CO2e'}: ${d.tonnes ?? ''}`,
        ]),
    `${pl ? 'Wiadomość' : 'Message'}:`,
    d.message ?? '',
    `${pl ? 'Zgłoszenia' : 'Requests'}: ${source.url}`,
    '',
  ];
  const subject = support
    ? `[${ticket}] Wsparcie / Support: ${d.subject ?? ''} (${organization})`
    : `[${ticket}] Wycena kompensacji / Offset quote: ${d.project?.name ?? ''} (${organization})`;
  return {
    to: source.recipient,
    subject,
    text: [...lines(true), ...lines(false)].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}
