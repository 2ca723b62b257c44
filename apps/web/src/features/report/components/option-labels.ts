import type { ColumnView, CustomFactorView, QuestionCatalogueView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';

export interface OptionChoice {
  key: string;
  label: string;
}

/** Which kind of custom factor can stand in a column of this option list (`custom:<id>`). */
export const CUSTOM_KIND_OF_LIST: Readonly<Record<string, CustomFactorView['kind']>> = {
  fuels: 'fuel',
  'transport-fuels': 'fuel',
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

/**
 * The keys a column allows beside the row's other cells (the fuels of the chosen vehicle, the units of the chosen
 * fuel), or null when every choice is open. The organization's own factors (`custom:<id>`) are never narrowed.
 */
export function allowedKeys(column: ColumnView, cells: Readonly<Record<string, string>>): Set<string> | null {
  const dependency = column.dependsOn;
  if (!dependency) return null;
  const value = cells[dependency.column] || dependency.whenEmpty;
  if (value === undefined || !Object.hasOwn(dependency.choices, value)) return null;
  return new Set(dependency.choices[value]);
}

export function columnChoices(
  catalogue: QuestionCatalogueView,
  column: ColumnView,
  customFactors: readonly CustomFactorView[],
  locale: Locale,
  unitLabel: (unit: string) => string,
  cells: Readonly<Record<string, string>> = {},
): OptionChoice[] {
  const all =
    column.valueType === 'unit'
      ? (column.units ?? []).map((unit) => ({ key: unit, label: unitLabel(unit) }))
      : optionChoices(catalogue, column.options, customFactors, locale);
  const allowed = allowedKeys(column, cells);
  if (!allowed) return all;
  const current = cells[column.key] ?? '';
  // A value chosen before (or stored by an older version) stays visible: the row's error says why it cannot count.
  return all.filter((c) => allowed.has(c.key) || c.key.startsWith('custom:') || c.key === current);
}
