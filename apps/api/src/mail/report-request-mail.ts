import type { ReportPeriodView } from '@ghg/contracts';
import type { MailMessage } from './mail-message.js';

/** What one report-request outbox row needs to become the provider team's e-mail. */
export interface ReportRequestMailSource {
  messageId: string;
  recipient: string;
  organizationName: string | null;
  organizationId: string;
  period: ReportPeriodView;
  language: 'pl' | 'en';
  requestedByName: string | null;
  requestedByEmail: string | null;
  requestedBy: string;
  requestedAt: Date;
  /** Absolute URL of the back-office request list (/backoffice?tab=report-requests). */
  url: string;
}

const CHOICE = {
  pl: {
    'from-beginning': 'Od początku',
    'current-year': 'Bieżący rok',
    'previous-year': 'Poprzedni rok',
    custom: 'Własny zakres',
  },
  en: {
    'from-beginning': 'From the beginning',
    'current-year': 'Current year',
    'previous-year': 'Previous year',
    custom: 'Custom range',
  },
} as const;
const FROM_THE_BEGINNING = { pl: 'od początku', en: 'from the beginning' } as const;
const LANGUAGE = { pl: { pl: 'polski', en: 'angielski' }, en: { pl: 'Polish', en: 'English' } } as const;

/** 'YYYY-MM' as the back-office list shows it: MM-YYYY. */
const month = (value: string) => `${value.slice(5, 7)}-${value.slice(0, 4)}`;

export function periodText(period: ReportPeriodView, lang: 'pl' | 'en'): string {
  const from = period.from === null ? FROM_THE_BEGINNING[lang] : month(period.from);
  return `${CHOICE[lang][period.choice]}: ${from} – ${month(period.to)}`;
}

/** In UTC with the zone named, as the short report's PDF states its time: the team may sit anywhere. */
function when(at: Date, lang: 'pl' | 'en'): string {
  const locale = lang === 'pl' ? 'pl-PL' : 'en-GB';
  const day = at.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const time = at.toLocaleTimeString(locale, { timeStyle: 'short', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/**
 * The provider team's notice of a full-report request, Polish first and English below (like the invitation
 * e-mail): the team is the provider's, whose working language is Polish, and one e-mail serves every member;
 * the report's own language is a line of its content.
 */
export function reportRequestMail(source: ReportRequestMailSource): MailMessage {
  const organization = source.organizationName ?? source.organizationId;
  const requester =
    (source.requestedByName ?? source.requestedBy) +
    (source.requestedByEmail ? ` <${source.requestedByEmail}>` : '');
  const lines = (lang: 'pl' | 'en') => {
    const pl = lang === 'pl';
    return [
      pl
        ? 'Zamówiono pełny raport zgodny z GHG Protocol.'
        : 'A full report compliant with the GHG Protocol was requested.',
      `${pl ? 'Organizacja' : 'Organization'}: ${organization}`,
      `${pl ? 'Okres' : 'Period'}: ${periodText(source.period, lang)}`,
      `${pl ? 'Język raportu' : 'Report language'}: ${LANGUAGE[lang][source.language]}`,
      `${pl ? 'Zamawiający' : 'Requested by'}: ${requester}`,
      `${pl ? 'Data zamówienia' : 'Requested at'}: ${when(source.requestedAt, lang)}`,
      pl
        ? 'Przygotuj raport i wyślij go e-mailem zamawiającemu w ciągu 2–3 dni roboczych.'
        : 'Prepare the report and e-mail it to the requester within 2 to 3 business days.',
      `${pl ? 'Zamówienia raportów' : 'Report requests'}: ${source.url}`,
      '',
    ];
  };
  return {
    to: source.recipient,
    subject:
      `Zamówienie pełnego raportu: ${organization}, ${periodText(source.period, 'pl')} / ` +
      `Full report requested: ${organization}, ${periodText(source.period, 'en')}`,
    text: [...lines('pl'), ...lines('en')].join('\n'),
    messageId: `<${source.messageId}@ghg-ledger>`,
  };
}
