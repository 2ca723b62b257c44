import type { AnswerCommandInput, CellValueView, TableView } from '@ghg/contracts';
import { parseCell } from './cell-value';
import { parsePeriodLabel, periodInputError } from './period';
import { editableColumns } from './row-location';
import { PERIOD_FIELD, type DisplayRow } from './sheet-draft';

export type RowSaveCommand = Extract<AnswerCommandInput, { type: 'AddRow' | 'UpdateRow' }>;

/** What saving a row sends (null: nothing can go yet) and the codes of the cells that cannot go. */
export interface RowCommand {
  command: RowSaveCommand | null;
  errors: Record<string, string>;
}

/**
 * The command that saves one row's unsaved text: AddRow for a row the server does not know, UpdateRow with
 * only the changed cells otherwise. Text that cannot be a value stays behind with its code to show inline
 * while the good cells are saved; a new row waits for a valid month. Empty required cells do not stop a row
 * (a half-filled row is saved and shows 'To complete').
 */
export function rowCommand(
  row: DisplayRow,
  table: TableView,
  onServer: boolean,
  currentPeriod: string,
): RowCommand {
  const fields = onServer ? row.dirty : [PERIOD_FIELD, ...Object.keys(row.values)];
  const errors: Record<string, string> = {};
  const values: Record<string, CellValueView> = {};
  const columns = editableColumns(table);
  let period: string | undefined;
  for (const field of fields) {
    if (field === PERIOD_FIELD) {
      const code = periodInputError(row.period, currentPeriod);
      if (code) errors[field] = code;
      else period = parsePeriodLabel(row.period) ?? undefined;
      continue;
    }
    const column = columns.find((c) => c.key === field);
    if (!column) continue;
    const parsed = parseCell(column, row.values[field] ?? '');
    if (!parsed.ok) errors[field] = parsed.code;
    // A new row leaves empty cells out; an edit sends null to clear a cell.
    else if (onServer || parsed.value !== null) values[field] = parsed.value;
  }
  if (!onServer) {
    const command: RowSaveCommand | null =
      period === undefined ? null : { type: 'AddRow', rowId: row.rowId, table: table.key, period, values };
    return { command, errors };
  }
  if (period === undefined && Object.keys(values).length === 0) return { command: null, errors };
  return {
    command: { type: 'UpdateRow', rowId: row.rowId, values, ...(period === undefined ? {} : { period }) },
    errors,
  };
}
