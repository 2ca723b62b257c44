import { type SectionDefinition } from '../emissions/catalogue/section-definition.js';
import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { type AnswerRow, type CellValue, defaultRowPlacement } from './answer-row.js';
import type { AnswerCommand, AnswerCommandContext, ImportedRowInput } from './answers.commands.js';
import type { AnswerChange, AnswerEvent } from './answers.events.js';
import type { AnswersState } from './answers.state.js';
import { periodError, rowValueErrors } from './row-values.js';

/** Rows per RowsImported / RowsDeleted event of an import: small events, few folds per import. */
export const IMPORT_CHUNK_ROWS = 1000;

/** Every row an import adds has an id under this prefix, so reverting finds them without a list in the event. */
export const importRowPrefix = (importId: string): string => `imp-${importId}-`;
export const importedRowId = (importId: string, n: number): string => `${importRowPrefix(importId)}${n}`;

/**
 * The events of an import, each built only as it is read: a year of rows (100,000) as events and their JSON
 * would otherwise be in memory all at once, beside the rows they were built from. Reading it again builds the
 * same events again.
 */
export interface ImportedRowsEvents extends Iterable<AnswerEvent> {
  readonly length: number;
}

/**
 * An import's rows as a sequence that can be read more than once (checked, then read again as the events are
 * built): an array, or rows kept outside memory (a spreadsheet import reads them back from its spool file).
 */
export interface ImportedRowSource extends Iterable<ImportedRowInput> {
  readonly length: number;
}

/** ImportRows with its rows as any re-readable sequence: decided exactly as the command with an array. */
export type ImportRowsOf<Rows extends ImportedRowSource> = Omit<
  Extract<AnswerCommand, { type: 'ImportRows' }>,
  'rows'
> & { readonly rows: Rows };

/**
 * An import's rows, all or nothing: each is checked as AddRow checks one (table, month, values, blocked month);
 * any error refuses the whole command with every error's path (`rows.<i>.…`), before any event is built. The
 * RowsImported events (IMPORT_CHUNK_ROWS rows each) are then built as they are read.
 */
export function decideImportRows(
  command: ImportRowsOf<ImportedRowSource>,
  state: AnswersState,
  context: AnswerCommandContext,
  questionId: string,
  section: SectionDefinition,
): ImportedRowsEvents {
  const errors: DomainFieldError[] = [];
  const tables = new Map(section.tables.map((t) => [t.key, t]));
  let i = -1;
  for (const input of command.rows) {
    i += 1;
    const table = tables.get(input.table);
    if (!table) {
      errors.push({ path: `rows.${i}.table`, code: 'invalid_value' });
      continue;
    }
    const periodCode = periodError(input.period, context.currentPeriod);
    if (periodCode) errors.push({ path: `rows.${i}.period`, code: periodCode });
    else if (context.blockedPeriods.has(input.period))
      errors.push({ path: `rows.${i}.period`, code: 'period_blocked' });
    for (const e of rowValueErrors(table, input.values, state.customFactors))
      errors.push({ path: `rows.${i}.${e.path}`, code: e.code });
  }
  if (errors.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', errors);
  const prefix = importRowPrefix(command.importId);
  if ([...state.rows.keys()].some((id) => id.startsWith(prefix)))
    throw new DomainError('VALIDATION_ERROR', 'This import was already applied', [
      { path: 'importId', code: 'invalid_value' },
    ]);
  const { order } = defaultRowPlacement(state.rows.values());
  const inputs = command.rows;
  const chunk = (part: AnswerRow[]): AnswerEvent => ({
    type: 'RowsImported',
    data: {
      questionId,
      importId: command.importId,
      fileName: command.fileName,
      rows: part,
      changes: part.map((row) => rowChange(row, null, row.table)),
    },
  });
  return {
    length: Math.ceil(inputs.length / IMPORT_CHUNK_ROWS),
    *[Symbol.iterator]() {
      // Each event holds only its own rows: the inputs are read on as the events are, never all at once.
      let part: AnswerRow[] = [];
      let n = 0;
      for (const input of inputs) {
        part.push({
          rowId: importedRowId(command.importId, n + 1),
          table: input.table,
          period: input.period,
          values: withoutNulls(input.values),
          main: true,
          fieldType: 'other',
          order: order + n,
        });
        n += 1;
        if (part.length === IMPORT_CHUNK_ROWS) {
          yield chunk(part);
          part = [];
        }
      }
      if (part.length > 0) yield chunk(part);
    },
  };
}

/**
 * Reverting removes the import's rows still on the sheet (one the person already deleted stays deleted). A row
 * in a month blocked since refuses the revert whole, naming the month: blocked rows cannot be deleted.
 */
export function decideRevertImport(
  importId: string,
  state: AnswersState,
  context: AnswerCommandContext,
  questionId: string,
): AnswerEvent[] {
  const prefix = importRowPrefix(importId);
  const rows = [...state.rows.values()].filter((r) => r.rowId.startsWith(prefix));
  const blocked = rows.find((r) => context.blockedPeriods.has(r.period));
  if (blocked)
    throw new DomainError('PERIOD_BLOCKED', `The period ${blocked.period} is blocked and cannot be changed`, [
      { path: 'period', code: 'period_blocked' },
    ]);
  return chunks(rows).map((part) => ({
    type: 'RowsDeleted',
    data: {
      questionId,
      mode: 'import',
      importId,
      rows: part,
      keptBlocked: 0,
      changes: part.map((row) => rowChange(row, row.table, null)),
    },
  }));
}

const rowChange = (row: AnswerRow, before: string | null, after: string | null): AnswerChange => ({
  field: 'row',
  before,
  after,
  rowId: row.rowId,
  period: row.period,
});

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IMPORT_CHUNK_ROWS) out.push(items.slice(i, i + IMPORT_CHUNK_ROWS));
  return out;
}

function withoutNulls(values: Record<string, CellValue>): Record<string, CellValue> {
  const out: Record<string, CellValue> = {};
  for (const key of Object.keys(values)) if (values[key] !== null) out[key] = values[key]!;
  return out;
}
