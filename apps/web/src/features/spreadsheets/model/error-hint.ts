import type { SheetCellErrorView } from '@ghg/contracts';

/** The i18n key (namespace sheets) of the hint for one refused cell, and what it names. */
export function errorHint(error: SheetCellErrorView): { key: string; values: Record<string, string> } {
  const values: Record<string, string> = {
    period: error.period ? `${error.period.slice(5, 7)}-${error.period.slice(0, 4)}` : '',
    column: error.dependsOn ?? '',
    list: error.list ?? '',
  };
  if (error.code === 'unknown_option' && error.list) return { key: `hints.unknown.${error.list}`, values };
  return { key: `hints.${error.code}`, values };
}
