import type { AnswerCommandInput, CellValueView, TableView } from '@ghg/contracts';
import { parseCell } from './cell-value';
import { parsePeriodLabel, periodInputError } from './period';
import { PERIOD_FIELD, type DisplayRow } from './sheet-draft';

export type RowCommand =
  | { kind: 'command'; command: Extract<AnswerCommandInput, { type: 'AddRow' | 'UpdateRow' }> }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'nothing' };

/**
 * The command that saves one row's unsaved text: AddRow for a row the server does not know, UpdateRow with
 * only the changed cells otherwise. Text that cannot be a value stops the row with the codes to show inline;
 * empty required cells do not (a half-filled row is saved and shows 'To complete').
 */
export function rowCommand(
  row: DisplayRow,
  table: TableView,
  onServer: boolean,
  currentPeriod: string,
): RowCommand {
  const fields = onServer ? row.dirty : [PERIOD_FIELD, ...Object.keys(row.values)];
  if (fields.length === 0) return { kind: 'nothing' };
  const errors: Record<string, string> = {};
  const values: Record<string, CellValueView> = {};
  let period: string | undefined;
  for (const field of fields) {
    if (field === PERIOD_FIELD) {
      const code = periodInputError(row.period, currentPeriod);
      if (code) errors[field] = code;
      else period = parsePeriodLabel(row.period) ?? undefined;
      continue;
    }
    const column = table.columns.find((c) => c.key === field);
    if (!column) continue;
    const parsed = parseCell(column, row.values[field] ?? '');
    if (!parsed.ok) errors[field] = parsed.code;
    // A new row leaves empty cells out; an edit sends null to clear a cell.
    else if (onServer || parsed.value !== null) values[field] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (!onServer) {
    return {
      kind: 'command',
      command: { type: 'AddRow', rowId: row.rowId, table: table.key, period: period!, values },
    };
  }
  if (period === undefined && Object.keys(values).length === 0) return { kind: 'nothing' };
  return {
    kind: 'command',
    command: { type: 'UpdateRow', rowId: row.rowId, values, ...(period === undefined ? {} : { period }) },
  };
}
