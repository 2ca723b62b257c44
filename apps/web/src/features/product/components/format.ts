import type { Locale } from '../../../i18n/locale';

const formatters = new Map<string, Intl.NumberFormat>();

/** A number with exactly `decimals` decimals in the page's language (tables 2, chart values 4: spec §9). */
export function formatFixed(value: number, decimals: number, locale: Locale): string {
  const key = `${locale}/${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found.format(value);
}
