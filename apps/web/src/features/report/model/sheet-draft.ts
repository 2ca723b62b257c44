import type { AnswerRowView, TableView } from '@ghg/contracts';
import { cellText, sameCell, type CellText } from './cell-value';
import { parsePeriodLabel, periodLabel } from './period';
import { editableColumns } from './row-location';

/** The month column of every row; no catalogue column has this key. */
export const PERIOD_FIELD = 'period';

/** Edits of a row the server has, as typed: only the cells the user changed. */
export interface RowEdit {
  period?: CellText;
  values: Record<string, CellText>;
}

/** A row the user added that the server does not have yet (the add failed or is on its way). */
export interface AddedRow {
  rowId: string;
  table: string;
  period: CellText;
  values: Record<string, CellText>;
}

/**
 * What the user typed into a sheet's tables and the server does not have yet. It lives in localStorage, so a
 * reload or a lost connection loses nothing; it is laid over the server's rows whatever their revision.
 */
export interface SheetDraft {
  /** Revision of the sheet the edits were made on (a conflict moves it to the reloaded revision). */
  baseRevision: number;
  edits: Record<string, RowEdit>;
  added: AddedRow[];
}

/** A row as the table shows it: the server's cells with the user's unsaved text on top. */
export interface DisplayRow {
  rowId: string;
  table: string;
  period: CellText;
  values: Record<string, CellText>;
  /** The server's row; null for a row only the draft has. */
  saved: AnswerRowView | null;
  /** Fields with unsaved text ('period' for the month). */
  dirty: string[];
}

export function emptyDraft(baseRevision: number): SheetDraft {
  return { baseRevision, edits: {}, added: [] };
}

export function isDraftEmpty(draft: SheetDraft): boolean {
  return draft.added.length === 0 && Object.keys(draft.edits).length === 0;
}

export function addDraftRow(draft: SheetDraft, row: AddedRow): SheetDraft {
  return { ...draft, added: [...draft.added, row] };
}

/** Records one typed cell (or the month, field 'period'). */
export function editCell(draft: SheetDraft, rowId: string, field: string, text: CellText): SheetDraft {
  const added = draft.added.find((row) => row.rowId === rowId);
  if (added) {
    const changed =
      field === PERIOD_FIELD
        ? { ...added, period: text }
        : { ...added, values: { ...added.values, [field]: text } };
    return { ...draft, added: draft.added.map((row) => (row.rowId === rowId ? changed : row)) };
  }
  const edit = draft.edits[rowId] ?? { values: {} };
  const next: RowEdit =
    field === PERIOD_FIELD
      ? { ...edit, period: text }
      : { ...edit, values: { ...edit.values, [field]: text } };
  return { ...draft, edits: { ...draft.edits, [rowId]: next } };
}

/** Drops everything typed into rows that are gone (deleted here). */
export function forgetRows(draft: SheetDraft, rowIds: Iterable<string>): SheetDraft {
  const gone = new Set(rowIds);
  const edits = Object.fromEntries(Object.entries(draft.edits).filter(([rowId]) => !gone.has(rowId)));
  return { ...draft, edits, added: draft.added.filter((row) => !gone.has(row.rowId)) };
}

export function displayRows(rows: readonly AnswerRowView[], draft: SheetDraft): DisplayRow[] {
  const shown: DisplayRow[] = rows.map((row) => {
    const edit = draft.edits[row.rowId];
    const values: Record<string, CellText> = {};
    for (const [key, value] of Object.entries(row.values)) values[key] = cellText(value);
    Object.assign(values, edit?.values ?? {});
    const dirty = Object.keys(edit?.values ?? {});
    if (edit?.period !== undefined) dirty.unshift(PERIOD_FIELD);
    return {
      rowId: row.rowId,
      table: row.table,
      period: edit?.period ?? periodLabel(row.period),
      values,
      saved: row,
      dirty,
    };
  });
  const onServer = new Set(rows.map((row) => row.rowId));
  for (const row of draft.added) {
    if (onServer.has(row.rowId)) continue;
    shown.push({
      rowId: row.rowId,
      table: row.table,
      period: row.period,
      values: { ...row.values },
      saved: null,
      dirty: [PERIOD_FIELD, ...Object.keys(row.values)],
    });
  }
  return shown;
}

/**
 * One table's rows in the order they are shown and numbered: the server's by their order (spec §3: a new
 * row comes after the main rows), then the rows only this browser has, in the order they were added.
 */
export function tableRows(rows: readonly DisplayRow[], table: string): DisplayRow[] {
  const rank = (row: DisplayRow) => row.saved?.order ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.table === table)
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * Keeps only what the server does not have yet: an added row the server now holds becomes edits of it, a
 * cell whose text means the server's value is dropped, and edits of rows that no longer exist are dropped.
 */
export function settleDraft(
  draft: SheetDraft,
  rows: readonly AnswerRowView[],
  tables: readonly TableView[],
): SheetDraft {
  const byId = new Map(rows.map((row) => [row.rowId, row]));
  const pending: Record<string, RowEdit> = { ...draft.edits };
  const added: AddedRow[] = [];
  for (const row of draft.added) {
    if (byId.has(row.rowId)) pending[row.rowId] = { period: row.period, values: row.values };
    else added.push(row);
  }
  const edits: Record<string, RowEdit> = {};
  for (const [rowId, edit] of Object.entries(pending)) {
    const saved = byId.get(rowId);
    if (!saved) continue;
    const table = tables.find((t) => t.key === saved.table);
    const columns = new Map(table ? editableColumns(table).map((c) => [c.key, c]) : []);
    const values = Object.fromEntries(
      Object.entries(edit.values).filter(([key, text]) => {
        const column = columns.get(key);
        return column ? !sameCell(column, text, saved.values[key]) : false;
      }),
    );
    const period =
      edit.period !== undefined && parsePeriodLabel(edit.period) !== saved.period ? edit.period : undefined;
    if (period !== undefined || Object.keys(values).length > 0)
      edits[rowId] = period === undefined ? { values } : { period, values };
  }
  return { baseRevision: draft.baseRevision, edits, added };
}

/**
 * After a conflict the server's newer sheet is loaded and the user's unsaved input is laid over it again.
 * Edits of rows someone else deleted cannot be kept: they are dropped and counted, so the user can be told.
 */
export function rebaseDraft(
  draft: SheetDraft,
  sheet: { revision: number; rows: readonly AnswerRowView[] },
  tables: readonly TableView[],
): { draft: SheetDraft; lostRows: number } {
  const onServer = new Set(sheet.rows.map((row) => row.rowId));
  const lostRows = Object.keys(draft.edits).filter((rowId) => !onServer.has(rowId)).length;
  return { draft: { ...settleDraft(draft, sheet.rows, tables), baseRevision: sheet.revision }, lostRows };
}

/**
 * What an answer of the server does to the draft. The first answer after the page opened may be newer than
 * the sheet the stored input was typed on (someone edited while this browser was away or offline): the input
 * is then re-applied as after a conflict, and the caller tells the user. An empty draft follows the sheet.
 */
export function draftOnServerAnswer(
  draft: SheetDraft,
  sheet: { revision: number; rows: readonly AnswerRowView[] },
  tables: readonly TableView[],
  firstAnswer: boolean,
): { draft: SheetDraft; reapplied: { lostRows: number } | null } {
  const stale = draft.baseRevision >= 0 && draft.baseRevision < sheet.revision;
  if (firstAnswer && stale && !isDraftEmpty(draft)) {
    const rebased = rebaseDraft(draft, sheet, tables);
    return { draft: rebased.draft, reapplied: { lostRows: rebased.lostRows } };
  }
  const settled = settleDraft(draft, sheet.rows, tables);
  return {
    draft: isDraftEmpty(settled) ? { ...settled, baseRevision: sheet.revision } : settled,
    reapplied: null,
  };
}
