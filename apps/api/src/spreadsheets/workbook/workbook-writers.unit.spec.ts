import * as XLSX from '@e965/xlsx';
import { findSection, type SheetRowSource } from '@ghg/domain';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { cfbReader } from '../sheet-import/cfb-reader.js';
import { excelDates } from '../sheet-import/excel-dates.js';
import type { StreamBytes } from '../sheet-import/stream-bytes.js';
import { xlsScanner } from '../sheet-import/xls-scanner.js';
import type { ScannedCell } from '../sheet-import/xlsx-scanner.js';
import { type CellRows, sectionRowsInMemory, workbookContent } from './workbook-content.js';
import { writeXls } from './write-xls.js';
import { writeXlsx } from './write-xlsx.js';

function fuelRows(count: number): (SheetRowSource & { table: string })[] {
  return Array.from({ length: count }, (_, i) => ({
    rowId: i === 1 ? '=1+1' : `row-${i}`,
    table: 'vehicle-fuel',
    period: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
    values: { itemType: 'passenger-car', fuelType: 'diesel', consumption: i + 0.5, unit: 'litres' },
    co2eKg: i === 0 ? null : i * 2,
    factorSource: i === 0 ? 'A & B <c> "d" _x0041_ Łódź' : 'KOBiZE',
  }));
}
/** A stream's bytes in one Buffer, to compare (latin1 maps each byte to one character and back). */
const whole = (stream: StreamBytes | null) =>
  stream && Buffer.from(stream.toString('latin1', 0, stream.length), 'latin1');
async function xlsOf(content: ReturnType<typeof contentOf>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXls(content, out);
  await finished(out);
  return Buffer.concat(chunks);
}
const contentOf = (rows: number) =>
  workbookContent([findSection('vehicles')], 'en', () => sectionRowsInMemory(fuelRows(rows)));

describe('.xls writer (BIFF8 records of our own in a streamed compound file, read back by SheetJS and our reader)', () => {
  it('writes 70,000 rows on two sheets (BIFF8 holds 65,536), named in the index, every cell readable', async () => {
    const content = contentOf(70_000);
    const file = await xlsOf(content);
    const container = XLSX.CFB.read(file, { type: 'buffer' });
    const stream = XLSX.CFB.find(container, 'Workbook')!.content as Uint8Array;
    const read = (buffer: Uint8Array, offset: number, length: number, position: number) =>
      file.copy(buffer, offset, position, position + length);
    // Read from the file page by page, as the parse worker does.
    const paged = cfbReader().open(read, file.length).stream('Workbook')!;
    expect(whole(paged)?.equals(stream)).toBe(true);
    const sheets = new Map<string, ScannedCell[][]>();
    xlsScanner(excelDates()).read(
      paged,
      { maxRows: 200_000, maxCells: 10_000_000, maxStrings: 10 },
      (sheets) => sheets,
      {
        piece: 2000,
        onSheet: (name) => sheets.set(name, []),
        onRows: (rows) => [...sheets.values()].at(-1)!.push(...rows),
      },
    );
    const first = sheets.get('Vehicles - Fuel use')!;
    const second = sheets.get('Vehicles - Fuel use (2)')!;
    expect([first.length, second.length]).toEqual([65_536, 70_000 - 65_535 + 1]);
    const written = content.sheets[0]!.rows as CellRows;
    const asRead = (cells: readonly (string | number | null)[]) => {
      const out: ScannedCell[] = [...cells];
      while (out.length > 0 && out.at(-1) === null) out.pop();
      return out;
    };
    expect(first[0]).toEqual(content.sheets[0]!.header);
    expect(first[1]).toEqual(asRead(written[0]!));
    expect(first[2]).toEqual(asRead(written[1]!));
    expect(second[0]).toEqual(content.sheets[0]!.header);
    expect(second.at(-1)).toEqual(asRead(written.at(-1)!));
    expect(first[1]).toContain('A & B <c> "d" _x0041_ Łódź');
    expect(sheets.get('_ghg')).toEqual(
      expect.arrayContaining([['Vehicles - Fuel use (2)', 'vehicles/vehicle-fuel']]),
    );
    const book = XLSX.read(await xlsOf(contentOf(3)), { type: 'buffer' });
    expect(book.Workbook?.Sheets?.find((s) => s.name === '_ghg')?.Hidden).toBe(1);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Vehicles - Fuel use']!, { header: 1 });
    expect(rows[2]?.at(-1)).toBe('=1+1');
    expect(book.Sheets['Vehicles - Fuel use']!['I3'].f).toBeUndefined();
    // A header-only book's Workbook stream (~3 KB) is padded to 4096 bytes: no mini stream, still read as written.
    const empty = await xlsOf(contentOf(0));
    const padded = XLSX.CFB.find(XLSX.CFB.read(empty, { type: 'buffer' }), 'Workbook')!;
    expect(padded.size).toBe(4096);
    expect(XLSX.read(empty, { type: 'buffer' }).SheetNames).toEqual(book.SheetNames);
  });
});

describe('rows read page by page (an export): both writers take each page as it comes', () => {
  it('writes the same workbook from pages as from rows in memory, and reads each page only when it needs it', async () => {
    const rows = fuelRows(2_500);
    const asked: number[] = [];
    const paged = () =>
      workbookContent([findSection('vehicles')], 'en', () => ({
        rowsOf: (table) => ({
          async *[Symbol.asyncIterator]() {
            for (let from = 0; from < rows.length; from += 1000) {
              asked.push(from);
              yield rows.slice(from, from + 1000).filter((r) => r.table === table);
            }
          },
        }),
        customFactors: new Map(),
      }));
    const content = paged();
    expect(asked).toEqual([]);
    const inMemory = () => sectionRowsInMemory(rows);
    const sheetsOf = (file: Buffer) => {
      const book = XLSX.read(file, { type: 'buffer' });
      return book.SheetNames.map((n) => [n, XLSX.utils.sheet_to_json(book.Sheets[n]!, { header: 1 })]);
    };
    const xls = await xlsOf(content);
    expect(asked).toEqual([0, 1000, 2000, 0, 1000, 2000, 0, 1000, 2000]);
    expect(sheetsOf(xls)).toEqual(
      sheetsOf(await xlsOf(workbookContent([findSection('vehicles')], 'en', inMemory))),
    );
    const xlsxOf = async (c: ReturnType<typeof paged>) => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      await writeXlsx(c, out);
      return Buffer.concat(chunks);
    };
    const xlsx = sheetsOf(await xlsxOf(paged()));
    expect(xlsx).toEqual(sheetsOf(await xlsxOf(workbookContent([findSection('vehicles')], 'en', inMemory))));
    expect(xlsx[0]![1]).toHaveLength(2_501);
  });
});

describe('a download the client gave up on', () => {
  it('.xlsx: the writer stops and the pages it was reading are closed (the export releases its session)', async () => {
    let closed = 0;
    const content = workbookContent([findSection('vehicles')], 'en', () => ({
      rowsOf: () => ({
        async *[Symbol.asyncIterator]() {
          try {
            for (let from = 0; from < 200_000; from += 1000) yield fuelRows(1000);
          } finally {
            closed += 1;
          }
        },
      }),
      customFactors: new Map(),
    }));
    // Takes the first 20 KB (the zip's small parts and the start of the sheet), then nothing more.
    let taken = 0;
    const stalled = new Writable({
      highWaterMark: 1024,
      write: (chunk: Buffer, _encoding, done) => {
        taken += chunk.length;
        if (taken < 20_000) done();
      },
    });
    setTimeout(() => stalled.destroy(), 200);
    await expect(writeXlsx(content, stalled)).rejects.toThrow('the output closed');
    expect(closed).toBe(1);
  });
});

describe('.xlsx writer (streamed zip, shared strings)', () => {
  it('writes a workbook spreadsheet programs read back: values, texts with markup, hidden sheets, text never a formula', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeXlsx(contentOf(3), out);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      'Vehicles - Fuel use',
      'Vehicles - Distance driven',
      'Vehicles - Custom factor',
      '_lists',
      '_ghg',
    ]);
    expect(book.Workbook?.Sheets?.map((s) => s.Hidden)).toEqual([0, 0, 0, 1, 1]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Vehicles - Fuel use']!, { header: 1 });
    expect(rows[1]).toEqual([
      '01-2025',
      'Passenger car',
      'Diesel (average biofuel blend)',
      0.5,
      'litres',
      undefined,
      undefined,
      'A & B <c> "d" _x0041_ Łódź',
      'row-0',
    ]);
    expect(rows[2]?.at(-1)).toBe('=1+1');
    expect(book.Sheets['Vehicles - Fuel use']!['I3']).toMatchObject({ t: 's', v: '=1+1' });
    expect(book.Sheets['Vehicles - Fuel use']!['I3'].f).toBeUndefined();
  });
});
