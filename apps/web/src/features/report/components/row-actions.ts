import type { DisplayRow } from '../model/sheet-draft';

/**
 * What a table row's inputs and buttons do, one object for every row of a table and the same across renders
 * (answer-table.tsx): a row is then rendered again only when its own data changes.
 */
export interface RowActions {
  select(rowId: string, selected: boolean): void;
  edit(rowId: string, field: string, text: string): void;
  /** Saves the row (leaving a cell, choosing an option). */
  commit(rowId: string): void;
  duplicate(row: DisplayRow): void;
  remove(row: DisplayRow): void;
  /** Drops the row's unsaved text (a row never saved goes away). */
  discard(rowId: string): void;
  history(row: DisplayRow, number: number): void;
  /** Opens the row's files (evidence). */
  evidence(rowId: string, number: number): void;
}
