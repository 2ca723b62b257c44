import { type CellValue, type CustomFactorDefinition } from '../answers/answer-row.js';
import { type Option } from '../emissions/catalogue/labelled.js';
import { formatMonthYear, parseYearMonth } from '../rules/periods/year-month.js';
import { choicesOf, type SheetLang, type SheetLayout } from './sheet-layout.js';

/** A row of the ledger as export writes it: the stored cells and, when calculated, its emission. */
export interface SheetRowSource {
  readonly rowId: string;
  readonly period: string;
  readonly values: Readonly<Record<string, CellValue>>;
  readonly co2eKg: number | null;
  readonly factorSource: string | null;
}

export type WrittenCell = string | number | null;

/**
 * The cells of one exported row, in the layout's column order: the month as MM-YYYY, a choice as its label in
 * the sheet's language (import reads labels of either language back), numbers as numbers.
 */
export function sheetCellsOf(
  layout: SheetLayout,
  row: SheetRowSource,
  labels: (key: string) => ReadonlyMap<string, Option> | null,
  lang: SheetLang,
): WrittenCell[] {
  return layout.columns.map((column) => {
    switch (column.kind) {
      case 'period': {
        const month = parseYearMonth(row.period);
        return month ? formatMonthYear(month) : row.period;
      }
      case 'co2e':
        return row.co2eKg;
      case 'factorSource':
        return row.factorSource;
      case 'rowId':
        return row.rowId;
      case 'value': {
        const value = row.values[column.key];
        if (value === null || value === undefined) return null;
        if (typeof value === 'number') return value;
        const option = labels(column.key)?.get(String(value));
        return option ? option.label[lang] : String(value);
      }
    }
  });
}

/** Per value column the labels of its choices by key (the organization's custom factors included). */
export function labelsOf(
  layout: SheetLayout,
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): (key: string) => ReadonlyMap<string, Option> | null {
  const byColumn = new Map<string, ReadonlyMap<string, Option>>();
  for (const column of layout.columns) {
    if (column.kind !== 'value') continue;
    const choices = choicesOf(column.column, customFactors);
    if (choices) byColumn.set(column.key, new Map(choices.map((c) => [c.key, c])));
  }
  return (key) => byColumn.get(key) ?? null;
}

/** Text a spreadsheet program would run as a formula (or DDE) when opened: written as text, never evaluated. */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);
