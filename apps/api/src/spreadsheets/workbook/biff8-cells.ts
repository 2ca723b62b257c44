import type { CellRows } from './workbook-content.js';

const NUMBER = 0x0203;
const LABEL = 0x0204;
/** BIFF8 caps a Label's text at 255 characters (SheetJS's writer cut them the same way). */
const MAX_LABEL_CHARS = 255;
/** Rows of one BIFF8 sheet, its header included (row numbers are 16-bit). */
export const BIFF8_MAX_ROWS = 65_536;

const labelText = (text: string): { text: string; wide: boolean } => {
  const cut = text.length > MAX_LABEL_CHARS ? text.slice(0, MAX_LABEL_CHARS) : text;
  // eslint-disable-next-line no-control-regex
  return { text: cut, wide: /[^\u0000-\u00ff]/.test(cut) };
};

const cellBytes = (v: CellRows[number][number]): number => {
  if (typeof v === 'number') return Number.isFinite(v) ? 18 : 0;
  if (typeof v === 'string') {
    const { text, wide } = labelText(v);
    return 4 + 9 + text.length * (wide ? 2 : 1);
  }
  return 0;
};

/**
 * Number and Label records of `rows`, the first numbered `firstRow`, all in style `xf`: a few bytes a cell in one
 * buffer of exactly their size (SheetJS's writer kept a 16 KB block per cell record). Empty cells and numbers that
 * are not finite write nothing; every text is a Label, never a formula.
 */
export function cellRecords(rows: CellRows, firstRow: number, xf: number): Buffer {
  let size = 0;
  for (const row of rows) for (const v of row) size += cellBytes(v);
  const out = Buffer.alloc(size);
  let at = 0;
  rows.forEach((row, r) =>
    row.forEach((v, c) => {
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) return;
        at = out.writeUInt16LE(NUMBER, at);
        at = out.writeUInt16LE(14, at);
        at = out.writeUInt16LE(firstRow + r, at);
        at = out.writeUInt16LE(c, at);
        at = out.writeUInt16LE(xf, at);
        at = out.writeDoubleLE(v, at);
      } else if (typeof v === 'string') {
        const { text, wide } = labelText(v);
        const bytes = text.length * (wide ? 2 : 1);
        at = out.writeUInt16LE(LABEL, at);
        at = out.writeUInt16LE(9 + bytes, at);
        at = out.writeUInt16LE(firstRow + r, at);
        at = out.writeUInt16LE(c, at);
        at = out.writeUInt16LE(xf, at);
        at = out.writeUInt16LE(text.length, at);
        at = out.writeUInt8(wide ? 1 : 0, at);
        at += out.write(text, at, bytes, wide ? 'utf16le' : 'latin1');
      }
    }),
  );
  return out;
}
