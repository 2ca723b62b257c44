import { type ColumnDefinition } from '../emissions/catalogue/columns.js';
import { type Label, type Option } from '../emissions/catalogue/labelled.js';
import { OPTION_LISTS } from '../emissions/catalogue/option-lists.js';
import { type SectionDefinition } from '../emissions/catalogue/section-definition.js';
import { type TableDefinition } from '../emissions/catalogue/tables.js';
import { type CustomFactorDefinition, customOptionKey } from '../answers/answer-row.js';

export type SheetLang = 'pl' | 'en';

/**
 * One column of a section's worksheet. `period` and `value` columns are read on import; `rowId`, `co2e` and
 * `factorSource` are written by export only (a row id present on the sheet marks a row already in the ledger).
 */
export type SheetColumn =
  | { readonly kind: 'period'; readonly key: 'period'; readonly header: Label }
  | {
      readonly kind: 'value';
      readonly key: string;
      readonly header: Label;
      readonly column: ColumnDefinition;
    }
  | { readonly kind: 'rowId' | 'co2e' | 'factorSource'; readonly key: string; readonly header: Label };

/** The worksheet of one table of one section: what export writes, templates offer and import reads. */
export interface SheetLayout {
  /** `<sectionKey>/<tableKey>`: names the worksheet in the workbook's hidden index sheet. */
  readonly id: string;
  readonly section: SectionDefinition;
  readonly table: TableDefinition;
  readonly title: Label;
  readonly columns: readonly SheetColumn[];
}

/** The hidden sheet that maps worksheet names to layouts, so renamed languages or truncated names still match. */
export const INDEX_SHEET = '_ghg';
/** The hidden sheet holding the drop-downs' choice lists (Excel caps a list typed into a rule at 255 characters). */
export const LISTS_SHEET = '_lists';
export const MAX_SHEET_NAME = 31;

const PERIOD: SheetColumn = {
  kind: 'period',
  key: 'period',
  header: { pl: 'Miesiąc (MM-RRRR)', en: 'Month (MM-YYYY)' },
};
const READ_ONLY: readonly SheetColumn[] = [
  { kind: 'co2e', key: 'co2eKg', header: { pl: 'kg CO2e (obliczone)', en: 'kg CO2e (calculated)' } },
  { kind: 'factorSource', key: 'factorSource', header: { pl: 'Źródło wskaźnika', en: 'Factor source' } },
  { kind: 'rowId', key: 'rowId', header: { pl: 'ID wiersza', en: 'Row ID' } },
];

const headerOf = (column: ColumnDefinition): Label => {
  const unit = column.units?.length === 1 && column.valueType !== 'unit' ? column.units[0] : null;
  const suffix = (text: string) =>
    `${text}${unit && !text.includes(`(${unit})`) ? ` [${unit}]` : ''}${column.required ? ' *' : ''}`;
  return { pl: suffix(column.label.pl), en: suffix(column.label.en) };
};

/** The worksheets of a section: one per table, period first, then the table's columns, then read-only ones. */
export function sheetLayoutsOf(section: SectionDefinition): SheetLayout[] {
  const several = section.tables.length > 1;
  return section.tables.map((table) => ({
    id: `${section.key}/${table.key}`,
    section,
    table,
    title: several
      ? { pl: `${section.label.pl} - ${table.label.pl}`, en: `${section.label.en} - ${table.label.en}` }
      : section.label,
    columns: [
      PERIOD,
      ...table.columns.map((column): SheetColumn => ({
        kind: 'value',
        key: column.key,
        header: headerOf(column),
        column,
      })),
      ...READ_ONLY,
    ],
  }));
}

/**
 * Worksheet names for the layouts of one workbook, in one language: Excel allows 31 characters and none of
 * `[]:*?/\`; names cut to the same text get a number so each stays unique.
 */
export function sheetNamesOf(layouts: readonly SheetLayout[], lang: SheetLang): string[] {
  const taken = new Set<string>();
  return layouts.map((layout) => {
    const clean = layout.title[lang].replace(/[[\]:*?/\\]/g, ' ').trim();
    let name = clean.slice(0, MAX_SHEET_NAME).trim();
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const tail = ` (${n})`;
      name = `${clean.slice(0, MAX_SHEET_NAME - tail.length).trim()}${tail}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Custom factors a column may name, by the option list they stand in for. */
const CUSTOM_KIND: Readonly<Record<string, CustomFactorDefinition['kind']>> = {
  fuels: 'fuel',
  'transport-fuels': 'fuel',
  refrigerants: 'refrigerant',
  providers: 'provider',
};

/**
 * What a cell of an enumerated column may hold: the catalogue's options (custom factors of the organization
 * included, by name) or the column's units. Null for free columns.
 */
export function choicesOf(
  column: ColumnDefinition,
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): readonly Option[] | null {
  if (column.valueType === 'unit')
    return (column.units ?? []).map((u) => ({ key: u, label: { pl: u, en: u } }));
  if (column.valueType === 'boolean') return BOOLEAN_CHOICES;
  if (column.valueType !== 'option' || !column.options) return null;
  const kind = CUSTOM_KIND[column.options];
  const custom = kind
    ? [...customFactors.values()]
        .filter((c) => c.kind === kind)
        .map((c) => ({ key: customOptionKey(c.customId), label: { pl: c.name, en: c.name } }))
    : [];
  return [...OPTION_LISTS[column.options], ...custom];
}

export const BOOLEAN_CHOICES: readonly Option[] = [
  { key: 'true', label: { pl: 'tak', en: 'yes' } },
  { key: 'false', label: { pl: 'nie', en: 'no' } },
];
