import type { Locale } from '../../../i18n/locale';

/** Spec §9: figures are kg CO2e, shown as tonnes. */
export function toTonnes(kg: number): number {
  return kg / 1000;
}

/** Rounds half away from zero at the given decimals (chart values keep 4, tables 2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops binary noise first (1.005 * 100 is 100.49999999999999 in floating point).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

/** A number in the page's language with fixed decimals (Polish: comma and spaces). */
export function formatNumber(value: number, locale: Locale, decimals = 2): string {
  return formatter(locale, decimals).format(roundTo(value, decimals));
}

/** kg → 't' text with two decimals (tables) or four (chart values). */
export function formatTonnes(kg: number, locale: Locale, decimals = 2): string {
  return formatNumber(toTonnes(kg), locale, decimals);
}

/** A share of a total in percent, two decimals; 0 when the total is 0. */
export function percentage(part: number, total: number): number {
  return total === 0 ? 0 : roundTo((part / total) * 100, 2);
}
