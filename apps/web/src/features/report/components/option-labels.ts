import type { ColumnView, CustomFactorView, QuestionCatalogueView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';

export interface OptionChoice {
  key: string;
  label: string;
}

/** Which kind of custom factor can stand in a column of this option list (`custom:<id>`). */
export const CUSTOM_KIND_OF_LIST: Readonly<Record<string, CustomFactorView['kind']>> = {
  fuels: 'fuel',
  refrigerants: 'refrigerant',
  providers: 'provider',
};

/** The choices of an option list in the page's language, followed by the organization's own factors. */
export function optionChoices(
  catalogue: QuestionCatalogueView,
  list: string | null,
  customFactors: readonly CustomFactorView[],
  locale: Locale,
): OptionChoice[] {
  if (list === null) return [];
  const known = (catalogue.optionLists[list] ?? []).map((o) => ({ key: o.key, label: o.label[locale] }));
  const kind = CUSTOM_KIND_OF_LIST[list];
  const custom = kind
    ? customFactors
        .filter((f) => f.kind === kind)
        .map((f) => ({ key: `custom:${f.customId}`, label: `${f.name} (${f.unit})` }))
    : [];
  return [...known, ...custom];
}

export function columnChoices(
  catalogue: QuestionCatalogueView,
  column: ColumnView,
  customFactors: readonly CustomFactorView[],
  locale: Locale,
  unitLabel: (unit: string) => string,
): OptionChoice[] {
  if (column.valueType === 'unit')
    return (column.units ?? []).map((unit) => ({ key: unit, label: unitLabel(unit) }));
  return optionChoices(catalogue, column.options, customFactors, locale);
}
