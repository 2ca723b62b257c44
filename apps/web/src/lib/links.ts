import type { Locale } from '../i18n/locale';

export const SUPPORT_EMAIL = 'support@ghg-ledger.example';

const INSTRUCTIONS: Record<Locale, string> = {
  pl: '/docs/instrukcja-pl.pdf',
  en: '/docs/instructions-en.pdf',
};

/** The how-to PDF differs per language (spec §2). */
export function instructionsPdf(locale: Locale): string {
  return INSTRUCTIONS[locale];
}
