import type { WrittenCell } from '@ghg/domain';

const BOF = 0x0809;
const EOF = 0x000a;
const BOUND_SHEET = 0x0085;
const DIMENSIONS = 0x0200;
const NUMBER = 0x0203;
const LABEL = 0x0204;
/** Cell records (Blank, Number, Label, BoolErr, LabelSst, Formula, RK, MulRk, MulBlank): rows go after them. */
const CELL_RECORDS = new Set([0x0201, NUMBER, LABEL, 0x0205, 0x00fd, 0x0006, 0x027e, 0x00bd, 0x00be]);
/** BIFF8 caps a Label's text at 255 characters (SheetJS's writer cut them the same way). */
const MAX_LABEL_CHARS = 255;
/** Rows of one BIFF8 sheet, its header included (row numbers are 16-bit). */
export const BIFF8_MAX_ROWS = 65_536;
/** The Label/Number style when a sheet has no header cell to copy one from (the first cell XF). */
const DEFAULT_XF = 0x0f;

interface BiffRecord {
  readonly type: number;
  readonly at: number;
  readonly length: number;
}

function recordsOf(stream: Buffer): BiffRecord[] {
  const out: BiffRecord[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const length = stream.readUInt16LE(at + 2);
    out.push({ type: stream.readUInt16LE(at), at, length });
    at += 4 + length;
  }
  return out;
}

const labelText = (text: string): { text: string; wide: boolean } => {
  const cut = text.length > MAX_LABEL_CHARS ? text.slice(0, MAX_LABEL_CHARS) : text;
  // eslint-disable-next-line no-control-regex
  return { text: cut, wide: /[^\u0000-\u00ff]/.test(cut) };
};

/** Rows of cell records built at a time: each piece is ~1 MB at 10 columns, the whole sheet never one buffer. */
const ROWS_PER_PIECE = 4096;

const cellBytes = (v: WrittenCell): number => {
  if (typeof v === 'number') return Number.isFinite(v) ? 18 : 0;
  if (typeof v === 'string') {
    const { text, wide } = labelText(v);
    return 4 + 9 + text.length * (wide ? 2 : 1);
  }
  return 0;
};

function recordsSize(rows: readonly (readonly WrittenCell[])[], from = 0, to = rows.length): number {
  let size = 0;
  for (let r = from; r < to; r += 1) for (const v of rows[r]!) size += cellBytes(v);
  return size;
}

/** Number and Label records of rows `from` to `to` (row numbers from `from + 1`: the header is row 0). */
function cellRecords(
  rows: readonly (readonly WrittenCell[])[],
  from: number,
  to: number,
  xf: number,
): Buffer {
  const out = Buffer.alloc(recordsSize(rows, from, to));
  let at = 0;
  for (let r = from; r < to; r += 1)
    rows[r]!.forEach((v, c) => {
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) return;
        at = out.writeUInt16LE(NUMBER, at);
        at = out.writeUInt16LE(14, at);
        at = out.writeUInt16LE(r + 1, at);
        at = out.writeUInt16LE(c, at);
        at = out.writeUInt16LE(xf, at);
        at = out.writeDoubleLE(v, at);
      } else if (typeof v === 'string') {
        const { text, wide } = labelText(v);
        const bytes = text.length * (wide ? 2 : 1);
        at = out.writeUInt16LE(LABEL, at);
        at = out.writeUInt16LE(9 + bytes, at);
        at = out.writeUInt16LE(r + 1, at);
        at = out.writeUInt16LE(c, at);
        at = out.writeUInt16LE(xf, at);
        at = out.writeUInt16LE(text.length, at);
        at = out.writeUInt8(wide ? 1 : 0, at);
        at += out.write(text, at, bytes, wide ? 'utf16le' : 'latin1');
      }
    });
  return out;
}

/** A byte stream in pieces, its total length known before the first piece is built. */
export interface ByteChunks {
  readonly size: number;
  readonly chunks: Iterable<Buffer>;
}

interface SheetPlan {
  readonly head: Buffer;
  readonly tail: Buffer;
  readonly rows: readonly (readonly WrittenCell[])[];
  readonly xf: number;
}

/**
 * Adds rows to the sheets of a BIFF8 Workbook stream written with headers only: each sheet's rows go after its
 * header cells as Number and Label records (a few bytes a cell), its Dimensions grow to cover them, and every
 * BoundSheet8 is moved to where its sheet now starts. SheetJS's own writer keeps a 16 KB block per cell record,
 * which made a 10,000-row export take over 1 GB. The sizes are counted first, so the stream's length and every
 * sheet's offset are known up front; the records are then built as the chunks are read, 4,096 rows at a time.
 * Zero bytes after the last sheet bring the stream to `minSize` (a reader stops at the sheets' EOF records).
 */
export function addRowsToWorkbookStream(
  stream: Buffer,
  rowsOfSheet: readonly (readonly (readonly WrittenCell[])[] | undefined)[],
  minSize = 0,
): ByteChunks {
  const records = recordsOf(stream);
  const firstEof = records.findIndex((r) => r.type === EOF);
  if (records[0]?.type !== BOF || firstEof < 0) throw new Error('not a BIFF8 workbook stream');
  const globals = Buffer.from(stream.subarray(0, records[firstEof]!.at + 4));
  const boundSheets = records.slice(0, firstEof).filter((r) => r.type === BOUND_SHEET);
  const sheets: SheetPlan[] = [];
  let offset = globals.length;
  for (let i = firstEof + 1; i < records.length;) {
    const end = records.findIndex((r, k) => k >= i && r.type === EOF);
    if (records[i]?.type !== BOF || end < 0) throw new Error('a sheet substream without BOF/EOF');
    const own = records.slice(i, end + 1);
    const bound = boundSheets[sheets.length];
    if (bound) globals.writeUInt32LE(offset, bound.at + 4);
    const rows = rowsOfSheet[sheets.length] ?? [];
    const lastCell = own.reduce((last, r, k) => (CELL_RECORDS.has(r.type) ? k : last), -1);
    const afterDimensions = own.findIndex((r) => r.type === DIMENSIONS) + 1;
    const split = lastCell >= 0 ? lastCell + 1 : afterDimensions > 0 ? afterDimensions : own.length - 1;
    const label = own.find((r) => r.type === LABEL);
    const xf = label ? stream.readUInt16LE(label.at + 8) : DEFAULT_XF;
    const head = Buffer.from(stream.subarray(own[0]!.at, own[split]!.at));
    const tail = stream.subarray(own[split]!.at, own.at(-1)!.at + 4);
    const dimensions = own.find((r) => r.type === DIMENSIONS);
    if (dimensions && rows.length > 0) {
      const at = dimensions.at + 4 - own[0]!.at;
      head.writeUInt32LE(Math.max(head.readUInt32LE(at + 4), rows.length + 1), at + 4);
      const columns = rows.reduce((n, r) => Math.max(n, r.length), 0);
      head.writeUInt16LE(Math.max(head.readUInt16LE(at + 10), columns), at + 10);
    }
    sheets.push({ head, tail, rows, xf });
    offset += head.length + recordsSize(rows) + tail.length;
    i = end + 1;
  }
  const padding = Math.max(0, minSize - offset);
  function* chunks(): Generator<Buffer> {
    yield globals;
    for (const sheet of sheets) {
      yield sheet.head;
      for (let from = 0; from < sheet.rows.length; from += ROWS_PER_PIECE)
        yield cellRecords(sheet.rows, from, Math.min(sheet.rows.length, from + ROWS_PER_PIECE), sheet.xf);
      yield sheet.tail;
    }
    if (padding > 0) yield Buffer.alloc(padding);
  }
  return { size: offset + padding, chunks: { [Symbol.iterator]: chunks } };
}
