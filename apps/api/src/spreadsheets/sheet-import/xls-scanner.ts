import type { ExcelDates } from './excel-dates.js';
import type { StreamBytes } from './stream-bytes.js';
import type { RowScanLimits, ScanRefusal, ScannedCell } from './xlsx-scanner.js';

export interface XlsScanner {
  /**
   * Reads the cells of a BIFF8 Workbook stream sheet by sheet, in the order `order` puts the sheets in:
   * `onSheet` as a sheet begins, then `onRows` with its rows (header first) in pieces of about `piece` rows as
   * they are read, not the sheet whole. Throws a ScanRefusal for a file that is encrypted, links other workbooks,
   * holds more rows or cells than the limits, or goes back to a row already handed over.
   */
  read(
    stream: StreamBytes,
    limits: RowScanLimits & { readonly maxStrings: number },
    order: <Sheet extends { readonly name: string }>(sheets: Sheet[]) => Sheet[],
    handOver: {
      readonly piece: number;
      onSheet(name: string): void;
      onRows(rows: ScannedCell[][]): void;
    },
  ): void;
}

/**
 * A purpose-built reader of the BIFF8 records an import needs (sheet list, shared strings, number formats, cell
 * values), where SheetJS built a whole workbook object and ran out of a 256 MB heap at 100,000 rows. Cells are
 * read from Number, RK, MulRk, LabelSst, Label, BoolErr and Formula (its cached value) records; a number in a date
 * format is a Date. Self-contained (no imports, no outer references; `dates` comes in as an argument): the parse
 * worker runs it from its source text, like xlsxScanner.
 */
export function xlsScanner(dates: ExcelDates): XlsScanner {
  const MAX_COLUMNS = 256;
  /** Rows kept back as a sheet is handed over: BIFF8 writes a block of 32 rows' cells in row order. */
  const KEPT_BACK_ROWS = 64;
  const refuse = (
    scanRefusal: ScanRefusal['scanRefusal'] | 'FILE_ENCRYPTED' | 'FILE_EXTERNAL_LINKS',
    detail: string,
  ): never => {
    throw { scanRefusal, detail };
  };
  // An RK number's upper 30 bits are those of a double: written into these words, read back as one (little-endian).
  const double = new Float64Array(1);
  const words = new Uint32Array(double.buffer);

  return {
    read(stream, limits, order, handOver) {
      // Random access through StreamBytes: a large stream is read from the file page by page, never whole.
      const data = stream;
      const size = data.length;
      /** A byte as `buffer[at]` reads it: undefined outside the stream. */
      const byte = (at: number): number | undefined =>
        at >= 0 && at < size ? data.readUInt8(at) : undefined;
      /** Records from `at`: type, payload start, payload length. */
      const recordAt = (at: number) => {
        if (at + 4 > size) return null;
        const length = data.readUInt16LE(at + 2);
        if (at + 4 + length > size) refuse('FILE_UNREADABLE', 'a record past the end of the stream');
        return { type: data.readUInt16LE(at), start: at + 4, length };
      };
      const text = (at: number, chars: number, wide: boolean): string =>
        wide ? data.toString('utf16le', at, at + chars * 2) : data.toString('latin1', at, at + chars);

      // Globals: sheets, date system, formats, cell styles, shared strings (SST with its Continue records).
      const sheets: { name: string; at: number; kind: number }[] = [];
      const formats = new Map<number, string>();
      const xfFormats: number[] = [];
      let date1904 = false;
      let strings: string[] = [];
      let at = 0;
      const first = recordAt(0);
      if (!first || first.type !== 0x0809) refuse('FILE_UNREADABLE', 'no BOF');
      for (let r = recordAt(at); r; r = recordAt(at)) {
        at = r.start + r.length;
        if (r.type === 0x000a) break;
        if (r.type === 0x002f) refuse('FILE_ENCRYPTED', 'FilePass');
        else if (r.type === 0x0022) date1904 = data.readUInt16LE(r.start) === 1;
        else if (r.type === 0x0085) {
          const cch = byte(r.start + 6)!;
          const wide = (byte(r.start + 7)! & 1) === 1;
          sheets.push({
            name: text(r.start + 8, cch, wide),
            at: data.readUInt32LE(r.start),
            kind: byte(r.start + 5)!,
          });
        } else if (r.type === 0x041e) {
          const cch = data.readUInt16LE(r.start + 2);
          formats.set(data.readUInt16LE(r.start), text(r.start + 5, cch, (byte(r.start + 4)! & 1) === 1));
        } else if (r.type === 0x00e0) xfFormats.push(data.readUInt16LE(r.start + 2));
        else if (r.type === 0x01ae) {
          const marker = data.readUInt16LE(r.start + 2);
          if (r.length > 4 && marker !== 0x0401 && marker !== 0x3a01)
            refuse('FILE_EXTERNAL_LINKS', 'SupBook');
        } else if (r.type === 0x00fc) {
          const pieces = [{ start: r.start, end: r.start + r.length }];
          for (let c = recordAt(at); c && c.type === 0x003c; c = recordAt(at)) {
            pieces.push({ start: c.start, end: c.start + c.length });
            at = c.start + c.length;
          }
          strings = sharedStrings(pieces);
        }
      }
      const dateStyle = xfFormats.map((f) => {
        const code = formats.get(f);
        return dates.isDateFormat(f, code);
      });

      /** The SST's strings: a string's characters may continue in the next record after a new flags byte. */
      function sharedStrings(pieces: { start: number; end: number }[]): string[] {
        let piece = 0;
        let p = pieces[0]!.start;
        const next = () => {
          piece += 1;
          if (piece >= pieces.length) refuse('FILE_UNREADABLE', 'SST past its records');
          p = pieces[piece]!.start;
        };
        const skip = (n: number) => {
          let left = n;
          while (left > 0) {
            if (p >= pieces[piece]!.end) next();
            const step = Math.min(left, pieces[piece]!.end - p);
            p += step;
            left -= step;
          }
        };
        const u16 = () => {
          if (p + 2 > pieces[piece]!.end) next();
          const v = data.readUInt16LE(p);
          p += 2;
          return v;
        };
        const u32 = () => {
          if (p + 4 > pieces[piece]!.end) next();
          const v = data.readUInt32LE(p);
          p += 4;
          return v;
        };
        p += 4;
        const unique = u32();
        if (unique > limits.maxStrings) refuse('FILE_TOO_MANY_STRINGS', String(unique));
        const out: string[] = [];
        for (let i = 0; i < unique; i += 1) {
          const cch = u16();
          if (p >= pieces[piece]!.end) next();
          const flags = byte(p)!;
          p += 1;
          const runs = flags & 0x08 ? u16() : 0;
          const ext = flags & 0x04 ? u32() : 0;
          let wide = (flags & 1) === 1;
          let value = '';
          let left = cch;
          while (left > 0) {
            if (p >= pieces[piece]!.end) {
              next();
              wide = (byte(p)! & 1) === 1;
              p += 1;
            }
            const room = Math.floor((pieces[piece]!.end - p) / (wide ? 2 : 1));
            const n = Math.min(left, room);
            value += text(p, n, wide);
            p += n * (wide ? 2 : 1);
            left -= n;
          }
          skip(runs * 4 + ext);
          out.push(value);
        }
        return out;
      }

      let rowsSoFar = 0;
      let cellsSoFar = 0;
      for (const sheet of order(sheets)) {
        handOver.onSheet(sheet.name);
        const head = recordAt(sheet.at);
        if (sheet.kind !== 0 || !head || head.type !== 0x0809) continue;
        /** Rows not yet handed over: rows[0] is the sheet's row `handed` (counted from its first row). */
        let rows: ScannedCell[][] = [];
        let handed = 0;
        /** Cells come row by row; a few rows are kept back in case a record goes back a little. */
        const handOverRows = (keep: number) => {
          if (rows.length <= keep) return;
          const ready = rows.slice(0, rows.length - keep);
          rows = rows.slice(rows.length - keep);
          handed += ready.length;
          handOver.onRows(ready);
        };
        let origin = -1;
        const put = (row: number, column: number, ixfe: number, value: ScannedCell) => {
          if (column >= MAX_COLUMNS) refuse('FILE_UNREADABLE', `column ${column}`);
          if (origin < 0) origin = row;
          const index = row - origin;
          if (index < handed) refuse('FILE_UNREADABLE', `row ${row + 1} out of order`);
          if (rowsSoFar + index > limits.maxRows) refuse('FILE_TOO_MANY_ROWS', String(row + 1));
          while (handed + rows.length <= index) rows.push([]);
          const cells = rows[index - handed]!;
          while (cells.length < column) {
            cells.push(null);
            cellsSoFar += 1;
          }
          if (cells.length === column) cellsSoFar += 1;
          if (cellsSoFar > limits.maxCells) refuse('FILE_TOO_MANY_CELLS', String(cellsSoFar));
          cells[column] =
            typeof value === 'number' && dateStyle[ixfe] ? dates.serialDate(value, date1904) : value;
        };
        const rk = (v: number): number => {
          let n = v >> 2;
          if ((v & 0x02) === 0) {
            words[0] = 0;
            words[1] = (v & 0xfffffffc) >>> 0;
            n = double[0]!;
          }
          return v & 0x01 ? n / 100 : n;
        };
        let formulaCell: { row: number; column: number; ixfe: number } | null = null;
        for (let q = head.start + head.length, r = recordAt(q); r; r = recordAt(q)) {
          q = r.start + r.length;
          const s = r.start;
          if (r.type === 0x000a) break;
          if (rows.length >= handOver.piece + KEPT_BACK_ROWS) handOverRows(KEPT_BACK_ROWS);
          if (r.type === 0x0809) refuse('FILE_UNREADABLE', 'a nested substream');
          if (r.length < 6 && r.type !== 0x0207 && r.type !== 0x0200) continue;
          const row = r.length >= 6 ? data.readUInt16LE(s) : 0;
          const column = r.length >= 6 ? data.readUInt16LE(s + 2) : 0;
          const ixfe = r.length >= 6 ? data.readUInt16LE(s + 4) : 0;
          switch (r.type) {
            case 0x0200:
              if (origin < 0 && r.length >= 4) origin = data.readUInt32LE(s);
              break;
            case 0x0203:
              put(row, column, ixfe, data.readDoubleLE(s + 6));
              break;
            case 0x027e:
              put(row, column, ixfe, rk(data.readInt32LE(s + 6)));
              break;
            case 0x00bd: {
              const last = data.readUInt16LE(s + r.length - 2);
              for (let c = column, p = s + 4; c <= last && p + 6 <= s + r.length - 2; c += 1, p += 6)
                put(row, c, data.readUInt16LE(p), rk(data.readInt32LE(p + 2)));
              break;
            }
            case 0x00fd:
              put(row, column, ixfe, strings[data.readUInt32LE(s + 6)] ?? null);
              break;
            case 0x0204: {
              const cch = data.readUInt16LE(s + 6);
              put(row, column, ixfe, text(s + 9, cch, (byte(s + 8)! & 1) === 1));
              break;
            }
            case 0x0205:
              put(row, column, ixfe, byte(s + 7) === 0 ? byte(s + 6) === 1 : null);
              break;
            case 0x0006:
              if (data.readUInt16LE(s + 12) !== 0xffff) put(row, column, ixfe, data.readDoubleLE(s + 6));
              else if (byte(s + 6) === 0) formulaCell = { row, column, ixfe };
              else if (byte(s + 6) === 1) put(row, column, ixfe, byte(s + 8) === 1);
              else if (byte(s + 6) === 3) put(row, column, ixfe, '');
              else put(row, column, ixfe, null);
              break;
            case 0x0207:
              if (formulaCell) {
                const cch = data.readUInt16LE(s);
                put(
                  formulaCell.row,
                  formulaCell.column,
                  formulaCell.ixfe,
                  text(s + 3, cch, (byte(s + 2)! & 1) === 1),
                );
                formulaCell = null;
              }
              break;
          }
        }
        rowsSoFar += Math.max(0, handed + rows.length - 1);
        handOverRows(0);
      }
    },
  };
}
