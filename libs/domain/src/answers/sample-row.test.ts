/**
 * Test support (not a test, not built): a valid row for any table of the catalogue, generated from the column
 * definitions. Options and units that depend on another cell (the fuels a vehicle burns, the units of a fuel)
 * take the first choice allowed by the cells already filled.
 */
import { type ColumnDefinition, allowedChoices } from '../emissions/catalogue/columns.js';
import { OPTION_LISTS } from '../emissions/catalogue/option-lists.js';
import { type TableDefinition } from '../emissions/catalogue/tables.js';
import { type AnswerRow, type CellValue, type RowValues } from './answer-row.js';

export function sampleValue(column: ColumnDefinition, filled: RowValues = {}): CellValue {
  switch (column.valueType) {
    case 'text':
      return 'Sample';
    case 'number':
    case 'integer':
      return 2;
    case 'boolean':
      return true;
    case 'date':
      return '2025-03-14';
    case 'unit':
      return allowedChoices(column, filled, column.units ?? [])[0] ?? null;
    case 'option': {
      // Providers are the organization's own: the catalogue list is empty and the column may stay empty.
      const keys = column.options ? OPTION_LISTS[column.options].map((o) => o.key) : [];
      return allowedChoices(column, filled, keys)[0] ?? null;
    }
  }
}

export function sampleValues(columns: readonly ColumnDefinition[], preset: RowValues = {}): RowValues {
  const values: Record<string, CellValue> = { ...preset };
  for (const column of columns) {
    if (column.key in values) continue;
    const value = sampleValue(column, values);
    if (value !== null) values[column.key] = value;
  }
  return values;
}

export const sampleRow = (
  table: TableDefinition,
  columns: readonly ColumnDefinition[],
  preset: RowValues = {},
): AnswerRow => ({
  rowId: 'r1',
  table: table.key,
  period: '2025-03',
  values: sampleValues(columns, preset),
  main: true,
  fieldType: 'other',
  order: 1,
});
