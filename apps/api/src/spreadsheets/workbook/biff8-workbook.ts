/**
 * The records of a BIFF8 workbook around its cells ([MS-XLS] 2.4): the globals substream (fonts, styles, the sheet
 * list) and each worksheet's head and tail. The same records SheetJS's writer put there, less its empty drawing
 * and feature records, so the API writes .xls without loading SheetJS (~30 MB of memory).
 */

const BOF = 0x0809;
const EOF = 0x000a;
const BOUND_SHEET = 0x0085;
/** The one cell style every cell has: index 15, after the 15 style XFs (Excel's own layout). */
export const CELL_XF = 15;
const STYLE_XFS = 15;

export function record(type: number, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
}

const u16 = (...values: number[]): Buffer => {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => out.writeUInt16LE(v, i * 2));
  return out;
};

/** BIFF8 BOF: version 0x0600, the substream's kind, then the build and file-history flags SheetJS wrote. */
const bof = (kind: 'globals' | 'worksheet'): Buffer =>
  record(BOF, u16(0x0600, kind === 'globals' ? 0x0005 : 0x0010, 0x7262, 0x07cd, 0xc009, 0x0001, 0x0706, 0));

/** A sheet or font name: 8-bit character count, then Latin-1 bytes, or UTF-16 when a character needs it. */
function shortString(text: string): Buffer {
  // eslint-disable-next-line no-control-regex
  const wide = /[^\u0000-\u00ff]/.test(text);
  return Buffer.concat([
    Buffer.from([text.length, wide ? 1 : 0]),
    Buffer.from(text, wide ? 'utf16le' : 'latin1'),
  ]);
}

function writeAccess(user: string): Buffer {
  const body = Buffer.alloc(112, 0x20);
  body.writeUInt16LE(user.length, 0);
  body.writeUInt8(0, 2);
  body.write(user, 3, 'latin1');
  return record(0x005c, body);
}

/** Arial 10 pt, automatic colour, regular weight. */
function font(): Buffer {
  const body = Buffer.alloc(14);
  body.writeUInt16LE(200, 0); // height in twips
  body.writeUInt16LE(0x7fff, 4); // colour: the window text colour
  body.writeUInt16LE(400, 6); // weight: normal
  return record(0x0031, Buffer.concat([body, shortString('Arial')]));
}

/** A style XF (fStyle, no parent) or the cell XF (parent: the Normal style XF 0); font 0, General format. */
function xf(style: boolean): Buffer {
  const body = Buffer.alloc(20);
  if (style) body.writeUInt16LE(0xfff4, 4);
  return record(0x00e0, body);
}

export interface BoundSheet {
  readonly name: string;
  readonly hidden: boolean;
  /** Where the sheet's BOF is, from the start of the Workbook stream. */
  readonly offset: number;
}

/** The globals substream: what Excel needs before the sheets (window, one font, the XFs, Normal style, sheets). */
export function workbookGlobals(sheets: readonly BoundSheet[]): Buffer {
  return Buffer.concat([
    bof('globals'),
    record(0x00e1, u16(1200)), // InterfaceHdr: UTF-16
    record(0x00c1, u16(0)), // Mms
    record(0x00e2), // InterfaceEnd
    writeAccess('GHG Ledger'),
    record(0x0042, u16(1200)), // CodePage: UTF-16
    record(0x0161, u16(0)), // DSF
    record(0x01c0), // Excel9File
    record(0x013d, u16(...sheets.map((_, i) => i + 1))), // RRTabId
    record(0x009c, u16(0x11)), // BuiltInFnGroupCount
    record(0x0019, u16(0)), // WinProtect
    record(0x0012, u16(0)), // Protect
    record(0x0013, u16(0)), // Password
    record(0x01af, u16(0)), // Prot4Rev
    record(0x01bc, u16(0)), // Prot4RevPass
    // Window1: position and size of the window, tabs shown, the first sheet active and selected.
    record(0x003d, u16(0, 0, 0x7260, 0x44c0, 0x0038, 0, 0, 1, 0x01f4)),
    record(0x0040, u16(0)), // Backup
    record(0x008d, u16(0)), // HideObj
    record(0x0022, u16(0)), // Date1904: 1900 date system
    record(0x000e, u16(1)), // CalcPrecision: as displayed off
    record(0x01b7, u16(0)), // RefreshAll
    record(0x00da, u16(0)), // BookBool
    font(),
    ...Array.from({ length: STYLE_XFS }, () => xf(true)),
    xf(false),
    record(0x0293, Buffer.from([0x00, 0x80, 0x00, 0xff])), // Style: XF 0 is the built-in Normal style
    record(0x0160, u16(0)), // UsesELFs
    ...sheets.map((s) => {
      const head = Buffer.alloc(6);
      head.writeUInt32LE(s.offset, 0);
      head.writeUInt8(s.hidden ? 1 : 0, 4);
      head.writeUInt8(0, 5); // a worksheet
      return record(BOUND_SHEET, Buffer.concat([head, shortString(s.name)]));
    }),
    record(0x008c, u16(1, 1)), // Country
    record(0x00fc, Buffer.alloc(8)), // SST: no shared strings (cells are Label records)
    record(EOF),
  ]);
}

/** A worksheet up to its cells: calculation settings, then Dimensions (`rows` × `columns` from A1). */
export function sheetHead(rows: number, columns: number): Buffer {
  const dimensions = Buffer.alloc(14);
  dimensions.writeUInt32LE(rows, 4);
  dimensions.writeUInt16LE(columns, 10);
  const delta = Buffer.alloc(8);
  delta.writeDoubleLE(0.001, 0);
  return Buffer.concat([
    bof('worksheet'),
    record(0x000d, u16(1)), // CalcMode: automatic
    record(0x000c, u16(100)), // CalcCount
    record(0x000f, u16(1)), // CalcRefMode: A1
    record(0x0011, u16(0)), // CalcIter
    record(0x0010, delta), // CalcDelta
    record(0x005f, u16(1)), // CalcSaveRecalc
    record(0x002a, u16(0)), // PrintRowCol
    record(0x002b, u16(0)), // PrintGrid
    record(0x0082, u16(1)), // GridSet
    record(0x0080, Buffer.alloc(8)), // Guts
    record(0x0083, u16(0)), // HCenter
    record(0x0084, u16(0)), // VCenter
    record(0x0200, dimensions),
  ]);
}

/** A worksheet after its cells: Window2 (grid, headers, zeros shown; `active`: the sheet shown first), EOF. */
export function sheetTail(active: boolean): Buffer {
  const window = Buffer.alloc(18);
  window.writeUInt16LE(active ? 0x06b6 : 0x00b6, 0);
  window.writeUInt16LE(0x40, 6); // grid lines in the default colour
  return Buffer.concat([record(0x023e, window), record(EOF)]);
}
