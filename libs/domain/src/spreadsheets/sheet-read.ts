import { allowedChoices } from '../emissions/catalogue/columns.js';
import { type CellValue, type CustomFactorDefinition } from '../answers/answer-row.js';
import { type ImportedRowInput } from '../answers/answers.commands.js';
import { periodError, rowValueErrors } from '../answers/row-values.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { choicesOf } from './sheet-layout.js';
import { type SheetColumn, type SheetLayout, type SheetLang } from './sheet-layout.js';
import {
  cellText,
  choiceLookup,
  isEmptyCell,
  periodOfCell,
  type RawCell,
  valueOfCell,
} from './sheet-cell.js';
import { columnLetter, type SheetError, sheetError } from './sheet-error.js';
import { EXAMPLE_ROW_ID } from './sheet-example.js';

/** A worksheet as the parser hands it over: its name and rows of cells, the header row first. */
export interface ParsedSheet {
  readonly name: string;
  readonly rows: readonly (readonly RawCell[])[];
}

/** What validation needs of the organization: per section its custom factors and the rows it already has. */
export interface SheetReadContext {
  readonly layoutOf: (sheetName: string) => SheetLayout | 'ignored' | null;
  readonly sectionState: (key: SectionKey) => {
    customFactors: ReadonlyMap<string, CustomFactorDefinition>;
    rowIds: ReadonlySet<string>;
  };
  readonly blockedPeriods: ReadonlySet<string>;
  readonly currentPeriod: string;
}

export interface SheetReadResult {
  readonly rowsBySection: ReadonlyMap<SectionKey, ImportedRowInput[]>;
  /** Rows carrying the id of a row already in the ledger: left as they are (edit them in the table). */
  readonly existingRows: number;
  readonly errors: SheetError[];
  readonly errorCount: number;
}

/** Errors kept for the answer; the count goes on past it so the person knows how many there are. */
export const MAX_REPORTED_ERRORS = 2000;
const FORBIDDEN_HEADERS = new Set(['__proto__', 'constructor', 'prototype']);

const normalizeHeader = (text: string): string =>
  text
    .trim()
    .replace(/\s*\*$/, '')
    .trim()
    .toLocaleLowerCase('pl');

/**
 * Reads every sheet against its layout and validates every cell with the catalogue's rules (the ones AddRow
 * applies) plus what an import adds: required cells, choices allowed by other cells, blocked months. Returns
 * all errors, or the rows to append per section.
 */
export function readSheets(sheets: readonly ParsedSheet[], context: SheetReadContext): SheetReadResult {
  const errors: SheetError[] = [];
  let errorCount = 0;
  const report = (e: SheetError) => {
    errorCount += 1;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(e);
  };
  const rowsBySection = new Map<SectionKey, ImportedRowInput[]>();
  let existingRows = 0;
  for (const sheet of sheets) {
    const layout = context.layoutOf(sheet.name);
    if (layout === 'ignored') continue;
    if (layout === null) {
      report(sheetError(sheet.name, 1, 0, '', sheet.name, 'unknown_sheet'));
      continue;
    }
    const columns = mapHeader(sheet, layout, report);
    if (!columns) continue;
    const state = context.sectionState(layout.section.key);
    const lookups = new Map(
      layout.columns
        .filter((c): c is Extract<SheetColumn, { kind: 'value' }> => c.kind === 'value')
        .map((c) => {
          const choices = choicesOf(c.column, state.customFactors);
          return [c.key, choices ? choiceLookup(choices) : null] as const;
        }),
    );
    const dependent = layout.columns.filter(
      (c): c is Extract<SheetColumn, { kind: 'value' }> => c.kind === 'value' && !!c.column.dependsOn,
    );
    const allowedOf = dependentChoices(dependent, state.customFactors);
    const target = rowsBySection.get(layout.section.key) ?? [];
    rowsBySection.set(layout.section.key, target);
    for (let r = 1; r < sheet.rows.length; r += 1) {
      const cells = sheet.rows[r] ?? [];
      if (cells.every(isEmptyCell)) continue;
      const at = (i: number, code: string, extra: Partial<SheetError> = {}) =>
        report({
          ...sheetError(sheet.name, r + 1, i, headerText(sheet, i), cellText(cells[i]), code),
          ...extra,
        });
      const rowIdIndex = columns.get('rowId');
      const rowId = rowIdIndex === undefined ? null : cellText(cells[rowIdIndex]);
      if (rowId === EXAMPLE_ROW_ID) continue;
      if (rowId !== null && state.rowIds.has(rowId)) {
        existingRows += 1;
        continue;
      }
      const before = errorCount;
      const periodIndex = columns.get('period') ?? -1;
      const period = periodOfCell(cells[periodIndex]);
      let periodValue = '';
      if (!period.ok) at(periodIndex, period.code);
      else {
        periodValue = String(period.value);
        const code = periodError(periodValue, context.currentPeriod);
        if (code) at(periodIndex, code);
        else if (context.blockedPeriods.has(periodValue))
          at(periodIndex, 'period_blocked', { period: periodValue });
      }
      const values: Record<string, CellValue> = {};
      for (const column of layout.columns) {
        if (column.kind !== 'value') continue;
        const i = columns.get(column.key);
        const outcome = valueOfCell(
          column.column,
          i === undefined ? null : cells[i],
          lookups.get(column.key) ?? null,
        );
        if (!outcome.ok) at(i ?? -1, outcome.code, listOf(column));
        else if (outcome.value !== null) values[column.key] = outcome.value;
      }
      for (const column of dependent) {
        if (values[column.key] === undefined) continue;
        if (!allowedOf(column, values).has(String(values[column.key])))
          at(columns.get(column.key) ?? -1, 'not_allowed_choice', {
            ...listOf(column),
            dependsOn: column.column.dependsOn?.column ?? '',
          });
      }
      if (errorCount === before) {
        for (const e of rowValueErrors(layout.table, values, state.customFactors)) {
          const key = e.path.replace(/^values\./, '');
          at(columns.get(key) ?? -1, e.code);
        }
      }
      if (errorCount === before) target.push({ table: layout.table.key, period: periodValue, values });
    }
  }
  return { rowsBySection, existingRows, errors, errorCount };
}

/**
 * The choices a dependent column allows, by the value of the column it depends on: computed once per value
 * (allowedChoices reads only that cell), not for each of 100,000 rows.
 */
function dependentChoices(
  columns: readonly Extract<SheetColumn, { kind: 'value' }>[],
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): (
  column: Extract<SheetColumn, { kind: 'value' }>,
  values: Record<string, CellValue>,
) => ReadonlySet<string> {
  const all = new Map(
    columns.map((c) => [c.key, choicesOf(c.column, customFactors)?.map((o) => o.key) ?? []]),
  );
  const known = new Map<string, ReadonlySet<string>>();
  return (column, values) => {
    const on = column.column.dependsOn?.column ?? '';
    const key = `${column.key}\u0000${typeof values[on]}\u0000${String(values[on])}`;
    let allowed = known.get(key);
    if (!allowed) {
      allowed = new Set(allowedChoices(column.column, values, all.get(column.key) ?? []));
      known.set(key, allowed);
    }
    return allowed;
  };
}

const listOf = (column: Extract<SheetColumn, { kind: 'value' }>): Partial<SheetError> =>
  column.column.options ? { list: column.column.options } : {};

const headerText = (sheet: ParsedSheet, i: number): string =>
  i < 0 ? '' : (cellText(sheet.rows[0]?.[i]) ?? '');

/** Header cells to column indexes by layout key; null (with errors) when the header cannot be read. */
function mapHeader(
  sheet: ParsedSheet,
  layout: SheetLayout,
  report: (e: SheetError) => void,
): Map<string, number> | null {
  const byText = new Map<string, string>();
  for (const column of layout.columns)
    for (const text of [column.key, column.header.pl, column.header.en])
      byText.set(normalizeHeader(text), column.key);
  const columns = new Map<string, number>();
  let ok = true;
  (sheet.rows[0] ?? []).forEach((cell, i) => {
    const text = cellText(cell);
    if (text === null) return;
    const normalized = normalizeHeader(text);
    if (FORBIDDEN_HEADERS.has(normalized)) {
      report(sheetError(sheet.name, 1, i, text, text, 'forbidden_header'));
      ok = false;
      return;
    }
    const key = byText.get(normalized);
    if (key === undefined) report(sheetError(sheet.name, 1, i, text, text, 'unknown_column'));
    else columns.set(key, i);
  });
  for (const column of layout.columns) {
    const needed = column.kind === 'period' || (column.kind === 'value' && column.column.required);
    if (needed && !columns.has(column.key)) {
      report(
        sheetError(sheet.name, 1, -1, column.header.pl, null, 'missing_column', { missing: column.key }),
      );
      ok = false;
    }
  }
  return ok ? columns : null;
}

export { columnLetter };
export type { SheetLang };
