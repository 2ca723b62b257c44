import { sameData } from '../../../lib/same-data';
import type { DisplayRow } from './sheet-draft';

/**
 * `next` with every row that has not changed since `previous` replaced by its previous object. The sheet is read
 * again after every saved cell and its rows are built anew, so without this every row of the table would look
 * changed and render again (24 rows × 9 inputs took about a second a cell on our machines); with it only the row
 * the user worked on does.
 */
export function keepUnchangedRows(previous: readonly DisplayRow[], next: DisplayRow[]): DisplayRow[] {
  if (previous.length === 0) return next;
  const before = new Map(previous.map((row) => [row.rowId, row]));
  return next.map((row) => {
    const old = before.get(row.rowId);
    return old !== undefined && sameData(old, row) ? old : row;
  });
}
