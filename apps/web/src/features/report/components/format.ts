import type { Locale } from '../../../i18n/locale';

/** Spec §9: CO2e in tonnes (kg / 1000) with two decimals, in the page's language. */
export function formatTonnes(kg: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    kg / 1000,
  );
}

export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
