import type { WrittenCell } from '@ghg/domain';
import type { Writable } from 'node:stream';
import { loadSheetJs } from '../../shared/office-libraries.js';
import { addRowsToWorkbookStream, BIFF8_MAX_ROWS } from './biff8-cells.js';
import { MINI_STREAM_CUTOFF, writeCfb } from './cfb-writer.js';
import { INDEX_SHEET, type WorkbookContent } from './workbook-content.js';

/** BIFF8 holds 65,536 rows a sheet: longer tables go on continuation sheets, each named in the index. */
const XLS_MAX_DATA_ROWS = BIFF8_MAX_ROWS - 1;

/**
 * The workbook as .xls (BIFF8, the spec's format). SheetJS writes the workbook with each sheet's header only
 * (fonts, styles, sheet list, hidden index sheet); the rows are then added as plain cell records
 * (addRowsToWorkbookStream), a few bytes a cell where SheetJS's writer held 16 KB. BIFF8 has no drop-downs
 * SheetJS writes, so the instructions name the choices; every text is a text cell, never a formula. The compound
 * file around the stream is written by writeCfb as the records are built, so neither the stream (29 MB at
 * 100,000 rows) nor the file is ever whole in memory. Writes to `out` and ends it.
 */
export async function writeXls(content: WorkbookContent, out: Writable): Promise<void> {
  const XLSX = await loadSheetJs();
  const book = XLSX.utils.book_new();
  const index: string[][] = [['sheet', 'layout']];
  const rowsOfSheet: (readonly WrittenCell[][] | undefined)[] = [];
  if (content.instructions) {
    const [title, ...lines] = content.instructions;
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), title?.[0] ?? 'Instructions');
    rowsOfSheet.push(undefined);
  }
  for (const s of content.sheets) {
    const parts = Math.max(1, Math.ceil(s.rows.length / XLS_MAX_DATA_ROWS));
    for (let p = 0; p < parts; p += 1) {
      const name = p === 0 ? s.name : `${s.name.slice(0, 26)} (${p + 1})`;
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([s.header]), name);
      rowsOfSheet.push(s.rows.slice(p * XLS_MAX_DATA_ROWS, (p + 1) * XLS_MAX_DATA_ROWS));
      index.push([name, s.layout.id]);
    }
  }
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(index), INDEX_SHEET);
  rowsOfSheet.push(undefined);
  book.Workbook = {
    ...book.Workbook,
    Sheets: book.SheetNames.map((name) => ({ name, Hidden: name === INDEX_SHEET ? 1 : 0 })),
  };
  const headers = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
  const container = XLSX.CFB.read(headers, { type: 'buffer' });
  const workbook = XLSX.CFB.find(container, 'Workbook');
  if (!workbook?.content) throw new Error('SheetJS wrote no Workbook stream');
  // Excel wants a Workbook stream of at least 4096 bytes (outside the mini stream): a short one is padded.
  const stream = addRowsToWorkbookStream(
    Buffer.from(workbook.content as Uint8Array),
    rowsOfSheet,
    MINI_STREAM_CUTOFF,
  );
  await writeCfb({ name: 'Workbook', ...stream }, out);
  out.end();
}
