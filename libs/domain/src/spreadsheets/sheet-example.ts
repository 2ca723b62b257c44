import { type CellValue } from '../answers/answer-row.js';
import { allowedChoices } from '../emissions/catalogue/columns.js';
import { choicesOf, type SheetLayout } from './sheet-layout.js';
import { type SheetRowSource } from './sheet-write-cells.js';

/** The row id a template's example row carries: import skips it, so a template can go back in unchanged. */
export const EXAMPLE_ROW_ID = 'example';

/**
 * A complete, valid row for a template: the month given, the first allowed choice of every enumerated column
 * (after the cells it depends on), 100 for amounts, 1 for counts.
 */
export function exampleRowOf(layout: SheetLayout, period: string): SheetRowSource {
  const values: Record<string, CellValue> = {};
  for (const column of layout.columns) {
    if (column.kind !== 'value') continue;
    const c = column.column;
    const choices = choicesOf(c, new Map());
    if (c.valueType === 'boolean') values[c.key] = false;
    else if (choices) {
      const allowed = allowedChoices(
        c,
        values,
        choices.map((o) => o.key),
      );
      if (allowed[0] !== undefined) values[c.key] = allowed[0];
      else if (c.required && choices[0]) values[c.key] = choices[0].key;
    } else if (c.valueType === 'number') values[c.key] = 100;
    else if (c.valueType === 'integer') values[c.key] = 1;
    else if (c.valueType === 'date') values[c.key] = `${period}-15`;
    else values[c.key] = c.required ? 'Example' : null;
  }
  return { rowId: EXAMPLE_ROW_ID, period, values, co2eKg: null, factorSource: null };
}
