/**
 * One refused cell of an imported workbook: where (sheet, 1-based row, column letter and header), the value
 * given (null: the cell is empty) and why (`code`, with the option list, month or column the hint names).
 */
export interface SheetError {
  readonly sheet: string;
  readonly row: number;
  readonly column: string;
  readonly header: string;
  readonly value: string | null;
  readonly code: string;
  readonly list?: string;
  readonly period?: string;
  readonly dependsOn?: string;
  readonly missing?: string;
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA; a negative index (no such column) reads ''. */
export function columnLetter(index: number): string {
  if (index < 0) return '';
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export const sheetError = (
  sheet: string,
  row: number,
  columnIndex: number,
  header: string,
  value: string | null,
  code: string,
  extra: Partial<SheetError> = {},
): SheetError => ({ sheet, row, column: columnLetter(columnIndex), header, value, code, ...extra });
