import type { Writable } from 'node:stream';
import { BIFF8_MAX_ROWS, cellRecords } from './biff8-cells.js';
import { CELL_XF, sheetHead, sheetTail, workbookGlobals } from './biff8-workbook.js';
import { MINI_STREAM_CUTOFF, writeCfb } from './cfb-writer.js';
import { type CellRows, INDEX_SHEET, pagesOf, type WorkbookContent } from './workbook-content.js';

/** Rows turned into cell records at a time (~1 MB of records at 10 columns). */
const ROWS_PER_PIECE = 4096;

/** One worksheet of the file: its cell records built, the rows they came from already dropped. */
class XlsSheet {
  readonly records: (Buffer | null)[] = [];
  rows = 0;
  columns = 0;
  size = 0;

  constructor(
    readonly name: string,
    readonly hidden: boolean,
  ) {}

  add(rows: CellRows): void {
    const records = cellRecords(rows, this.rows, CELL_XF);
    this.records.push(records);
    this.size += records.length;
    this.rows += rows.length;
    for (const row of rows) this.columns = Math.max(this.columns, row.length);
  }
}

/**
 * The workbook as .xls (BIFF8, the spec's format), written to `out`, which it ends. The rows are read page by page
 * (an export's pages come from the database as they are asked for) and each page becomes Number and Label records
 * at once, a few bytes a cell: only those records (about the file's size) are held, never the rows, because the
 * compound file needs the Workbook stream's length and every sheet's offset before its first byte. The globals
 * and sheet frames are BIFF8 records of our own (biff8-workbook.ts). BIFF8 holds 65,536 rows a sheet: longer
 * tables go on continuation sheets, each named in the hidden index sheet. BIFF8 has no drop-downs here, so the
 * instructions name the choices; every text is a text cell, never a formula. The compound file is streamed by
 * writeCfb; a short Workbook stream is padded to 4096 bytes (Excel wants it outside the mini stream).
 */
export async function writeXls(content: WorkbookContent, out: Writable): Promise<void> {
  const sheets: XlsSheet[] = [];
  const index: string[][] = [['sheet', 'layout']];
  if (content.instructions) {
    const [title, ...lines] = content.instructions;
    const sheet = new XlsSheet(title?.[0] ?? 'Instructions', false);
    sheet.add(lines);
    sheets.push(sheet);
  }
  for (const s of content.sheets) {
    const open = (name: string): XlsSheet => {
      const part = new XlsSheet(name, false);
      part.add([s.header]);
      sheets.push(part);
      index.push([name, s.layout.id]);
      return part;
    };
    let sheet = open(s.name);
    let parts = 1;
    for await (const page of pagesOf(s.rows, ROWS_PER_PIECE)) {
      for (let from = 0; from < page.length;) {
        if (sheet.rows === BIFF8_MAX_ROWS) {
          parts += 1;
          sheet = open(`${s.name.slice(0, 26)} (${parts})`);
        }
        const take = Math.min(page.length - from, BIFF8_MAX_ROWS - sheet.rows);
        sheet.add(from === 0 && take === page.length ? page : page.slice(from, from + take));
        from += take;
      }
    }
  }
  const indexSheet = new XlsSheet(INDEX_SHEET, true);
  indexSheet.add(index);
  sheets.push(indexSheet);

  const frames = sheets.map((s, i) => ({
    head: sheetHead(s.rows, s.columns),
    tail: sheetTail(i === 0),
  }));
  const bound = (offsets: readonly number[]) =>
    workbookGlobals(sheets.map((s, i) => ({ name: s.name, hidden: s.hidden, offset: offsets[i] ?? 0 })));
  const offsets: number[] = [];
  let at = bound([]).length;
  sheets.forEach((s, i) => {
    offsets.push(at);
    at += frames[i]!.head.length + s.size + frames[i]!.tail.length;
  });
  const globals = bound(offsets);
  const padding = Math.max(0, MINI_STREAM_CUTOFF - at);
  function* chunks(): Generator<Buffer> {
    yield globals;
    for (const [i, sheet] of sheets.entries()) {
      yield frames[i]!.head;
      for (let r = 0; r < sheet.records.length; r += 1) {
        const records = sheet.records[r]!;
        sheet.records[r] = null; // written: let it go while the rest is sent
        yield records;
      }
      yield frames[i]!.tail;
    }
    if (padding > 0) yield Buffer.alloc(padding);
  }
  await writeCfb({ name: 'Workbook', size: at + padding, chunks: { [Symbol.iterator]: chunks } }, out);
  out.end();
}
