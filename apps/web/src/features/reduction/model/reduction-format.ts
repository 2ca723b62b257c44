import type { Locale } from '../../../i18n/locale';

/** Tonnes with two decimals (spec §9: tables show two), in the page's number format. */
export function formatTonnes(tonnes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(tonnes);
}

/** The scope filter's number of a card's scope ('scope-2' → 2). */
export const scopeNumber = (scope: string): number => Number(scope.slice(-1));

/** Rounded to two decimals for a form's starting value. */
export const twoDecimals = (value: number): number => Math.round(value * 100) / 100;
