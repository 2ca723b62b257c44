import { excelDates } from './excel-dates.js';
import { xlsScanner } from './xls-scanner.js';
import type { ScannedCell } from './xlsx-scanner.js';

/** One BIFF8 record: type, then the payload's length and bytes. */
function record(type: number, payload: Buffer | number[]): Buffer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
}
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const f64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(n);
  return b;
};
const BOF = record(0x0809, [0x00, 0x06, 0x05, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const SHEET_BOF = record(0x0809, [0x00, 0x06, 0x10, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const EOF = record(0x000a, []);
const cell = (row: number, column: number, xf = 0) => [u16(row), u16(column), u16(xf)];
const rkOf = (n: number) => u32(n * 4 + 2);

/** A Workbook stream: globals (with `globals` records and BoundSheet8 per sheet) then each sheet's cell records. */
function workbookStream(sheets: { name: string; cells: Buffer[] }[], globals: Buffer[] = []): Buffer {
  const bound = (at: number, name: string) =>
    record(
      0x0085,
      Buffer.concat([u32(at), Buffer.from([0, 0, name.length, 0]), Buffer.from(name, 'latin1')]),
    );
  const head = Buffer.concat([BOF, ...globals]);
  const boundSize = sheets.reduce((n, s) => n + bound(0, s.name).length, 0);
  let at = head.length + boundSize + EOF.length;
  const bounds: Buffer[] = [];
  const bodies: Buffer[] = [];
  for (const s of sheets) {
    bounds.push(bound(at, s.name));
    const body = Buffer.concat([SHEET_BOF, ...s.cells, EOF]);
    bodies.push(body);
    at += body.length;
  }
  return Buffer.concat([head, ...bounds, EOF, ...bodies]);
}

const LIMITS = { maxRows: 100, maxCells: 1000, maxStrings: 100 };
/** Each sheet with its rows, and the sizes of the pieces they were handed over in. */
function readInPieces(
  stream: Buffer,
  limits = LIMITS,
  order = <Sheet>(sheets: Sheet[]) => sheets,
  piece = 1000,
): { name: string; rows: ScannedCell[][]; pieces: number[] }[] {
  const out: { name: string; rows: ScannedCell[][]; pieces: number[] }[] = [];
  xlsScanner(excelDates()).read(stream, limits, order, {
    piece,
    onSheet: (name) => out.push({ name, rows: [], pieces: [] }),
    onRows: (rows) => {
      out.at(-1)!.rows.push(...rows);
      out.at(-1)!.pieces.push(rows.length);
    },
  });
  return out;
}
const read = (stream: Buffer, limits = LIMITS, order = <Sheet>(sheets: Sheet[]) => sheets) =>
  readInPieces(stream, limits, order).map(({ name, rows }) => ({ name, rows }));
function refusalOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as { scanRefusal?: string }).scanRefusal ?? `not a refusal: ${String(error)}`;
  }
  return 'no refusal';
}

describe('xlsScanner (BIFF8 Workbook stream)', () => {
  it('reads Label, LabelSst (SST split over a Continue record), Number, RK, MulRk, BoolErr and cached formula values', () => {
    // SST: "Benzyna" whole, then "Zużycie" whose characters continue, wide, in a Continue record.
    const sst = record(
      0x00fc,
      Buffer.concat([
        u32(2),
        u32(2),
        u16(7),
        Buffer.from([0]),
        Buffer.from('Benzyna', 'latin1'),
        u16(7),
        Buffer.from([0]),
        Buffer.from('Zu', 'latin1'),
      ]),
    );
    const cont = record(0x003c, Buffer.concat([Buffer.from([1]), Buffer.from('życie', 'utf16le')]));
    const stream = workbookStream(
      [
        {
          name: 'Pojazdy',
          cells: [
            record(
              0x0204,
              Buffer.concat([...cell(0, 0), u16(5), Buffer.from([0]), Buffer.from('Month', 'latin1')]),
            ),
            record(0x00fd, Buffer.concat([...cell(0, 1), u32(1)])),
            record(0x00fd, Buffer.concat([...cell(1, 0), u32(0)])),
            record(0x0203, Buffer.concat([...cell(1, 1), f64(12.5)])),
            record(0x027e, Buffer.concat([...cell(1, 2), rkOf(42)])),
            record(0x00bd, Buffer.concat([u16(2), u16(0), u16(0), rkOf(1), u16(0), u32(0x3ff00000), u16(1)])),
            record(0x0205, Buffer.concat([...cell(2, 3), Buffer.from([1, 0])])),
            record(0x0205, Buffer.concat([...cell(2, 4), Buffer.from([0x2a, 1])])),
            record(
              0x0006,
              Buffer.concat([...cell(3, 0), Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]), u16(0), u32(0)]),
            ),
            record(
              0x0207,
              Buffer.concat([
                u16(4),
                Buffer.from([0]),
                Buffer.from('=A1', 'latin1'),
                Buffer.from('x', 'latin1'),
              ]),
            ),
            record(0x0006, Buffer.concat([...cell(3, 1), f64(7), u16(0), u32(0)])),
            record(0x00fd, Buffer.concat([...cell(3, 2), u32(99)])),
          ],
        },
      ],
      [sst, cont],
    );
    expect(read(stream)).toEqual([
      {
        name: 'Pojazdy',
        rows: [
          ['Month', 'Zużycie'],
          ['Benzyna', 12.5, 42],
          [1, 1, null, true, null],
          ['=A1x', 7, null],
        ],
      },
    ]);
  });

  it('a number in a date format is a date (custom Format and built-in 14); the 1904 date system', () => {
    const format = record(
      0x041e,
      Buffer.concat([u16(164), u16(7), Buffer.from([0]), Buffer.from('mm-yyyy', 'latin1')]),
    );
    const xf = (ifmt: number) => record(0x00e0, Buffer.concat([u16(0), u16(ifmt), Buffer.alloc(16)]));
    const sheet = {
      name: 'S',
      cells: [
        record(0x0203, Buffer.concat([...cell(0, 0, 1), f64(45717)])),
        record(0x0203, Buffer.concat([...cell(0, 1, 2), f64(45717)])),
        record(0x0203, Buffer.concat([...cell(0, 2, 0), f64(45717)])),
      ],
    };
    expect(read(workbookStream([sheet], [format, xf(0), xf(164), xf(14)]))[0]?.rows).toEqual([
      [new Date('2025-03-01T00:00:00Z'), new Date('2025-03-01T00:00:00Z'), 45717],
    ]);
    const date1904 = record(0x0022, u16(1));
    expect(read(workbookStream([sheet], [date1904, format, xf(0), xf(164)]))[0]?.rows[0]?.[0]).toEqual(
      new Date(Date.UTC(1904, 0, 1) + 45717 * 86_400_000),
    );
  });

  it('refuses an encrypted stream (FilePass) and a link to another workbook (external SupBook)', () => {
    expect(refusalOf(() => read(workbookStream([], [record(0x002f, [1, 0, 0, 0])])))).toBe('FILE_ENCRYPTED');
    const external = record(
      0x01ae,
      Buffer.concat([u16(1), u16(5), Buffer.from([0]), Buffer.from('a.xls', 'latin1')]),
    );
    expect(refusalOf(() => read(workbookStream([], [external])))).toBe('FILE_EXTERNAL_LINKS');
    const self = record(0x01ae, Buffer.concat([u16(1), u16(0x0401)]));
    expect(read(workbookStream([], [self]))).toEqual([]);
  });

  it('refuses more rows, cells or shared strings than an import takes', () => {
    const far = {
      name: 'S',
      cells: [
        record(0x0203, Buffer.concat([...cell(0, 0), f64(1)])),
        record(0x0203, Buffer.concat([...cell(60_000, 0), f64(1)])),
      ],
    };
    expect(refusalOf(() => read(workbookStream([far])))).toBe('FILE_TOO_MANY_ROWS');
    const wide = { name: 'S', cells: [record(0x0203, Buffer.concat([...cell(0, 200), f64(1)]))] };
    expect(refusalOf(() => read(workbookStream([wide]), { ...LIMITS, maxCells: 100 }))).toBe(
      'FILE_TOO_MANY_CELLS',
    );
    const sst = record(0x00fc, Buffer.concat([u32(500), u32(500)]));
    expect(refusalOf(() => read(workbookStream([], [sst])))).toBe('FILE_TOO_MANY_STRINGS');
  });

  it('reads the sheets in the order asked for (the index sheet first), each with its own rows', () => {
    const sheet = (name: string, value: number) => ({
      name,
      cells: [record(0x0203, Buffer.concat([...cell(0, 0), f64(value)]))],
    });
    const stream = workbookStream([sheet('A', 1), sheet('B', 2), sheet('_ghg', 3)]);
    expect(read(stream, LIMITS, (sheets) => [...sheets].reverse())).toEqual([
      { name: '_ghg', rows: [[3]] },
      { name: 'B', rows: [[2]] },
      { name: 'A', rows: [[1]] },
    ]);
  });

  it('hands a sheet over in pieces as it reads it, keeping back a few rows; going back past them is refused', () => {
    const many = {
      name: 'S',
      cells: Array.from({ length: 300 }, (_, r) => record(0x0203, Buffer.concat([...cell(r, 0), f64(r)]))),
    };
    const [sheet] = readInPieces(workbookStream([many]), { ...LIMITS, maxRows: 1000 }, undefined, 100);
    expect(sheet?.rows).toEqual(Array.from({ length: 300 }, (_, r) => [r]));
    expect(sheet?.pieces).toEqual([100, 100, 100]);
    const back = (row: number) => ({
      ...many,
      cells: [...many.cells, record(0x0203, Buffer.concat([...cell(row, 1), f64(1)]))],
    });
    expect(
      readInPieces(workbookStream([back(250)]), { ...LIMITS, maxRows: 1000 }, undefined, 100)[0]?.rows[250],
    ).toEqual([250, 1]);
    expect(
      refusalOf(() =>
        readInPieces(workbookStream([back(150)]), { ...LIMITS, maxRows: 1000 }, undefined, 100),
      ),
    ).toBe('FILE_UNREADABLE');
  });

  it('refuses a truncated stream and one without a BOF as unreadable', () => {
    const whole = workbookStream([
      { name: 'S', cells: [record(0x0203, Buffer.concat([...cell(0, 0), f64(1)]))] },
    ]);
    expect(refusalOf(() => read(whole.subarray(0, whole.length - 7)))).toBe('FILE_UNREADABLE');
    expect(refusalOf(() => read(Buffer.from('not a workbook stream at all')))).toBe('FILE_UNREADABLE');
  });
});
