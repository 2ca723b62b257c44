import { looksLikeFormula } from '@ghg/domain';
import * as XLSX from '@e965/xlsx';
import { INDEX_SHEET, type WorkbookContent } from './workbook-content.js';

/** BIFF8 holds 65,536 rows a sheet: longer tables go on continuation sheets, each named in the index. */
const XLS_MAX_DATA_ROWS = 65_535;

/**
 * The workbook as .xls (BIFF8, the spec's format) through SheetJS. BIFF8 has no drop-downs SheetJS writes, so
 * the instructions name the choices; text that looks like a formula is a text cell ('@' format), never a formula.
 */
export function writeXls(content: WorkbookContent): Buffer {
  const book = XLSX.utils.book_new();
  const index: string[][] = [['sheet', 'layout']];
  if (content.instructions) {
    const [title, ...lines] = content.instructions;
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), title?.[0] ?? 'Instructions');
  }
  for (const s of content.sheets) {
    const parts = Math.max(1, Math.ceil(s.rows.length / XLS_MAX_DATA_ROWS));
    for (let p = 0; p < parts; p += 1) {
      const name = p === 0 ? s.name : `${s.name.slice(0, 26)} (${p + 1})`;
      const rows = s.rows.slice(p * XLS_MAX_DATA_ROWS, (p + 1) * XLS_MAX_DATA_ROWS);
      const sheet = XLSX.utils.aoa_to_sheet([s.header, ...rows], { dense: true });
      markFormulaLikeText(sheet, rows);
      XLSX.utils.book_append_sheet(book, sheet, name);
      index.push([name, s.layout.id]);
    }
  }
  const indexSheet = XLSX.utils.aoa_to_sheet(index);
  XLSX.utils.book_append_sheet(book, indexSheet, INDEX_SHEET);
  book.Workbook = {
    ...book.Workbook,
    Sheets: book.SheetNames.map((name) => ({ name, Hidden: name === INDEX_SHEET ? 1 : 0 })),
  };
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

function markFormulaLikeText(sheet: XLSX.WorkSheet, rows: readonly (readonly unknown[])[]): void {
  rows.forEach((row, r) =>
    row.forEach((v, c) => {
      if (typeof v !== 'string' || !looksLikeFormula(v)) return;
      const dense = (sheet as unknown as { '!data'?: XLSX.CellObject[][] })['!data'];
      const cell = dense ? dense[r + 1]?.[c] : sheet[XLSX.utils.encode_cell({ r: r + 1, c })];
      if (cell) {
        cell.t = 's';
        cell.z = '@';
        delete cell.f;
      }
    }),
  );
}
