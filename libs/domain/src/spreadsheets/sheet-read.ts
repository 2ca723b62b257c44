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

/** What sheetReader answers: the valid rows themselves went to its keepRow as they were read. */
export interface SheetReaderResult {
  /** How many valid rows each section read has (0 for a section whose sheets had none). */
  readonly rowCounts: ReadonlyMap<SectionKey, number>;
  /** Rows carrying the id of a row already in the ledger: left as they are (edit them in the table). */
  readonly existingRows: number;
  readonly errors: SheetError[];
  readonly errorCount: number;
}

export interface SheetReadResult extends SheetReaderResult {
  /** The valid rows per section, in the file's order (an empty list for a section whose sheets had none). */
  readonly rowsBySection: ReadonlyMap<SectionKey, ImportedRowInput[]>;
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
  const kept = new Map<SectionKey, ImportedRowInput[]>();
  const reader = sheetReader(context, (section, row) => {
    const rows = kept.get(section);
    if (rows) rows.push(row);
    else kept.set(section, [row]);
  });
  for (const sheet of sheets) {
    reader.startSheet(sheet.name);
    reader.addRows(sheet.rows);
  }
  const result = reader.result();
  const rowsBySection = new Map([...result.rowCounts.keys()].map((key) => [key, kept.get(key) ?? []]));
  return { ...result, rowsBySection };
}

/** readSheets for a workbook handed over as it is parsed: a sheet's name, then its rows in pieces, in order. */
export interface SheetReader {
  /** The next worksheet begins: its first row is the header. */
  startSheet(name: string): void;
  /** The current worksheet's next rows; each can be dropped once read. */
  addRows(rows: readonly (readonly RawCell[])[]): void;
  /** What readSheets answers for the sheets and rows handed over, less the rows (given to keepRow). */
  result(): SheetReaderResult;
}

/** Reads one row of the sheet (r: its index, the header 0) into the rows to append or the errors. */
type RowReader = (cells: readonly RawCell[], r: number) => void;

/** Where a valid row goes as soon as it is read: none is kept by the reader. */
export type KeepRow = (section: SectionKey, row: ImportedRowInput) => void;

/**
 * Reads sheet by sheet and row by row, keeping only counts and errors: the cells of a 100,000-row workbook need
 * never be in memory at once. The same checks and the same errors, in the same order, as readSheets. Each valid
 * row is handed to keepRow as it is read: the caller keeps the rows where it likes (a spreadsheet import writes
 * them to a spool file, readSheets to lists).
 */
export function sheetReader(context: SheetReadContext, keepRow: KeepRow): SheetReader {
  const errors: SheetError[] = [];
  let errorCount = 0;
  const report = (e: SheetError) => {
    errorCount += 1;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(e);
  };
  const rowCounts = new Map<SectionKey, number>();
  let existingRows = 0;
  /** The sheet being read: null when it is not read (no layout, ignored, or its header refused). */
  let sheet: { name: string; layout: SheetLayout; next: number; readRow: RowReader | null } | null = null;

  /** The header (the sheet's first row, or none): maps the columns and prepares what each row needs. */
  const readHeader = (name: string, layout: SheetLayout, header: readonly RawCell[]): RowReader | null => {
    const columns = mapHeader(name, header, layout, report);
    if (!columns) return null;
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
    const key = layout.section.key;
    rowCounts.set(key, rowCounts.get(key) ?? 0);
    const headerText = (i: number): string => (i < 0 ? '' : (cellText(header[i]) ?? ''));
    const rowIdIndex = columns.get('rowId');
    const periodIndex = columns.get('period') ?? -1;
    return (cells, r) => {
      if (cells.every(isEmptyCell)) return;
      const at = (i: number, code: string, extra: Partial<SheetError> = {}) =>
        report({ ...sheetError(name, r + 1, i, headerText(i), cellText(cells[i]), code), ...extra });
      const rowId = rowIdIndex === undefined ? null : cellText(cells[rowIdIndex]);
      if (rowId === EXAMPLE_ROW_ID) return;
      if (rowId !== null && state.rowIds.has(rowId)) {
        existingRows += 1;
        return;
      }
      const before = errorCount;
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
      if (errorCount !== before) return;
      const row = { table: layout.table.key, period: periodValue, values };
      rowCounts.set(key, (rowCounts.get(key) ?? 0) + 1);
      keepRow(key, row);
    };
  };
  /** A sheet without a single row still has its header checked (every required column missing). */
  const endSheet = () => {
    if (sheet && sheet.next === 0) readHeader(sheet.name, sheet.layout, []);
    sheet = null;
  };

  return {
    startSheet(name) {
      endSheet();
      const layout = context.layoutOf(name);
      if (layout === 'ignored') return;
      if (layout === null) {
        report(sheetError(name, 1, 0, '', name, 'unknown_sheet'));
        return;
      }
      sheet = { name, layout, next: 0, readRow: null };
    },
    addRows(rows) {
      const current = sheet;
      if (!current) return;
      for (const cells of rows) {
        const r = current.next;
        current.next += 1;
        if (r > 0) current.readRow?.(cells ?? [], r);
        else {
          current.readRow = readHeader(current.name, current.layout, cells ?? []);
          if (!current.readRow) {
            sheet = null;
            return;
          }
        }
      }
    },
    result() {
      endSheet();
      return { rowCounts, existingRows, errors, errorCount };
    },
  };
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

/** Header cells to column indexes by layout key; null (with errors) when the header cannot be read. */
function mapHeader(
  sheetName: string,
  header: readonly RawCell[],
  layout: SheetLayout,
  report: (e: SheetError) => void,
): Map<string, number> | null {
  const byText = new Map<string, string>();
  for (const column of layout.columns)
    for (const text of [column.key, column.header.pl, column.header.en])
      byText.set(normalizeHeader(text), column.key);
  const columns = new Map<string, number>();
  let ok = true;
  header.forEach((cell, i) => {
    const text = cellText(cell);
    if (text === null) return;
    const normalized = normalizeHeader(text);
    if (FORBIDDEN_HEADERS.has(normalized)) {
      report(sheetError(sheetName, 1, i, text, text, 'forbidden_header'));
      ok = false;
      return;
    }
    const key = byText.get(normalized);
    if (key === undefined) report(sheetError(sheetName, 1, i, text, text, 'unknown_column'));
    else columns.set(key, i);
  });
  for (const column of layout.columns) {
    const needed = column.kind === 'period' || (column.kind === 'value' && column.column.required);
    if (needed && !columns.has(column.key)) {
      report(sheetError(sheetName, 1, -1, column.header.pl, null, 'missing_column', { missing: column.key }));
      ok = false;
    }
  }
  return ok ? columns : null;
}

export { columnLetter };
export type { SheetLang };
