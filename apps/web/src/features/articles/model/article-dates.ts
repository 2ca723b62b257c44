import type { Locale } from '../../../i18n/locale';

/**
 * A publication day ('2026-11-16') as the reader's language writes it. The day is read and written in UTC, so
 * no time zone moves it to the day before.
 */
export function formatArticleDate(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
