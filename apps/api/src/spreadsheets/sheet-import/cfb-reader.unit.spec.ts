import * as XLSX from '@e965/xlsx';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { writeCfb } from '../workbook/cfb-writer.js';
import { cfbReader } from './cfb-reader.js';
import { parseWorkbook } from './parse-workbook.js';
import type { SheetFileError } from './sheet-file-error.js';
import type { StreamBytes } from './stream-bytes.js';

function cfbWith(streams: Record<string, Buffer>): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, name, data);
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
const bytes = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + 7) & 0xff));

/** A stream's bytes in one Buffer, to compare (latin1 maps each byte to one character and back). */
const whole = (stream: StreamBytes | null) =>
  stream && Buffer.from(stream.toString('latin1', 0, stream.length), 'latin1');

function open(file: Buffer) {
  return cfbReader().open(
    (buffer, offset, length, position) =>
      file.copy(buffer, offset, position, Math.min(file.length, position + length)),
    file.length,
  );
}
function refusalOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    const { scanRefusal, detail } = error as { scanRefusal?: string; detail?: string };
    return scanRefusal ? `${scanRefusal}: ${detail}` : `not a refusal: ${String(error)}`;
  }
  return 'no refusal';
}

/** A file of our writer: header, the stream from sector 0, the directory at `streamSectors`, then the FAT. */
async function ours(
  size: number,
): Promise<{ file: Buffer; content: Buffer; directory: number; fat: number }> {
  const content = bytes(size, 13);
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  await writeCfb({ name: 'Workbook', size, chunks: [content] }, out);
  const file = Buffer.concat(parts);
  const directory = 512 * (Math.ceil(size / 512) + 1);
  return { file, content, directory, fat: directory + 512 };
}

describe('cfbReader (OLE compound files)', () => {
  it('reads what SheetJS writes: the tree as paths, streams from sectors and from the mini stream', () => {
    const big = bytes(20_000, 3);
    const small = bytes(700, 5);
    const file = cfbWith({ '/Workbook': big, '/Storage/Inner': small, '/\u0005SummaryInformation': small });
    const read = open(file);
    expect(read.paths).toEqual(
      expect.arrayContaining(['/Workbook', '/Storage/', '/Storage/Inner', '/\u0005SummaryInformation']),
    );
    expect(whole(read.stream('workbook'))?.equals(big)).toBe(true);
    expect(whole(read.stream('\u0005SummaryInformation'))?.equals(small)).toBe(true);
    expect(read.stream('Inner')).toBeNull();
    expect(read.stream('Book')).toBeNull();
  });

  it("reads a SheetJS .xls's Workbook stream as SheetJS does", () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['a', 1],
        ['Łódź', 2.5],
      ]),
      'Sheet',
    );
    const file = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const expected = XLSX.CFB.find(XLSX.CFB.read(file, { type: 'buffer' }), 'Workbook')!
      .content as Uint8Array;
    expect(whole(open(file).stream('Workbook'))?.equals(expected)).toBe(true);
  });

  it('lists the streams that mark macros and encryption', () => {
    const macros = open(cfbWith({ '/Workbook': bytes(512, 1), '/_VBA_PROJECT_CUR/VBA/dir': bytes(20, 2) }));
    expect(macros.paths).toEqual(
      expect.arrayContaining(['/_VBA_PROJECT_CUR/', '/_VBA_PROJECT_CUR/VBA/', '/_VBA_PROJECT_CUR/VBA/dir']),
    );
    const locked = open(cfbWith({ '/EncryptionInfo': bytes(64, 1), '/EncryptedPackage': bytes(512, 2) }));
    expect(locked.paths).toEqual(expect.arrayContaining(['/EncryptionInfo', '/EncryptedPackage']));
  });

  it('refuses a FAT chain that loops, a directory cycle, a stream larger than the file', async () => {
    const loop = await ours(10_000);
    loop.file.writeUInt32LE(0, loop.fat + 4 * 5); // sector 5 leads back to sector 0
    expect(refusalOf(() => open(loop.file).stream('Workbook'))).toBe(
      'FILE_UNREADABLE: stream Workbook: a FAT chain loop',
    );
    const cycle = await ours(5000);
    cycle.file.writeUInt32LE(1, cycle.directory + 128 + 68); // Workbook is its own left sibling
    expect(refusalOf(() => open(cycle.file))).toBe('FILE_UNREADABLE: a directory cycle');
    const huge = await ours(5000);
    huge.file.writeUInt32LE(0x7fffffff, huge.directory + 128 + 120);
    expect(refusalOf(() => open(huge.file).stream('Workbook'))).toBe(
      'FILE_UNREADABLE: stream Workbook larger than the file',
    );
    const directoryLoop = await ours(5000);
    directoryLoop.file.writeUInt32LE(
      directoryLoop.directory / 512 - 1,
      directoryLoop.fat + 4 * (directoryLoop.directory / 512 - 1),
    );
    expect(refusalOf(() => open(directoryLoop.file))).toBe('FILE_UNREADABLE: directory: a FAT chain loop');
  });

  it('refuses a truncated file and sectors outside it', async () => {
    const written = await ours(50_000);
    expect(whole(open(written.file).stream('Workbook'))?.equals(written.content)).toBe(true);
    expect(refusalOf(() => open(written.file.subarray(0, 20_000)))).toMatch(
      /^FILE_UNREADABLE: FAT: sector \d+ outside/,
    );
    const sheetJs = cfbWith({ '/Workbook': bytes(50_000, 9) });
    expect(refusalOf(() => open(sheetJs.subarray(0, sheetJs.length - 1024)).stream('Workbook'))).toMatch(
      /^FILE_UNREADABLE: stream Workbook: sector \d+ outside the file/,
    );
    expect(refusalOf(() => open(sheetJs.subarray(0, 300)))).toBe(
      'FILE_UNREADABLE: shorter than a compound file header',
    );
    expect(refusalOf(() => open(Buffer.alloc(4096)))).toBe('FILE_UNREADABLE: not a compound file');
  });

  it('reads a large stream from the file as it is asked for, 64 KB at a time: values across pages, jumps back', async () => {
    const { file, content } = await ours(200_000);
    let bytesRead = 0;
    let largestRead = 0;
    const stream = cfbReader()
      .open((buffer, offset, length, position) => {
        const n = file.copy(buffer, offset, position, Math.min(file.length, position + length));
        bytesRead += n;
        largestRead = Math.max(largestRead, n);
        return n;
      }, file.length)
      .stream('Workbook')!;
    expect(stream.length).toBe(200_000);
    expect(bytesRead).toBeLessThan(5 * 512 + 1024); // header, FAT, directory: none of the stream yet
    expect(stream.readUInt32LE(150_000)).toBe(content.readUInt32LE(150_000));
    expect(bytesRead).toBeLessThan(65_536 + 5 * 512 + 1024);
    for (const edge of [65_536, 131_072, 196_608])
      for (let from = edge - 9; from <= edge + 1; from += 1) {
        expect(stream.readUInt8(from)).toBe(content.readUInt8(from));
        expect(stream.readUInt16LE(from)).toBe(content.readUInt16LE(from));
        expect(stream.readInt32LE(from)).toBe(content.readInt32LE(from));
        expect(stream.readUInt32LE(from)).toBe(content.readUInt32LE(from));
        expect(stream.readDoubleLE(from)).toBe(content.readDoubleLE(from));
        expect(stream.toString('utf16le', from - 5, from + 6)).toBe(
          content.toString('utf16le', from - 5, from + 6),
        );
        expect(stream.readUInt16LE(3)).toBe(content.readUInt16LE(3)); // back to the first page
      }
    expect(stream.toString('latin1', 10, 199_000)).toBe(content.toString('latin1', 10, 199_000));
    expect(stream.toString('latin1', 199_990, 300_000)).toBe(content.toString('latin1', 199_990, 300_000));
    expect(stream.toString('latin1', 5, 2)).toBe('');
    expect(() => stream.readUInt16LE(199_999)).toThrow(RangeError);
    expect(() => stream.readUInt8(-1)).toThrow(RangeError);
    expect(largestRead).toBeLessThanOrEqual(65_536);
  });

  it('reads a stream whose sectors are not in order (blocks of 7 sectors, last first) and refuses a loop in it', async () => {
    const size = 392 * 512 - 100;
    const { file, content, directory, fat } = await ours(size);
    const moved = Buffer.from(file);
    const sectorOf = (i: number) => (55 - Math.floor(i / 7)) * 7 + (i % 7);
    for (let i = 0; i < 392; i += 1) {
      content.copy(moved, 512 * (sectorOf(i) + 1), i * 512, Math.min(size, (i + 1) * 512));
      moved.writeUInt32LE(i === 391 ? 0xfffffffe : sectorOf(i + 1), fat + 4 * sectorOf(i));
    }
    moved.writeUInt32LE(sectorOf(0), directory + 128 + 116);
    const stream = open(moved).stream('Workbook')!;
    expect(whole(stream)?.equals(content)).toBe(true);
    expect(stream.readDoubleLE(65_532)).toBe(content.readDoubleLE(65_532));
    expect(stream.readUInt32LE(7 * 512 - 2)).toBe(content.readUInt32LE(7 * 512 - 2));
    moved.writeUInt32LE(sectorOf(3), fat + 4 * sectorOf(300));
    expect(refusalOf(() => open(moved).stream('Workbook'))).toBe(
      'FILE_UNREADABLE: stream Workbook: a FAT chain loop',
    );
  });
});

describe('the parse worker on .xls files (cfbReader, then xlsScanner or SheetJS)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cfb-reader-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const parse = async (name: string, file: Buffer) => {
    const at = path.join(dir, name);
    writeFileSync(at, file);
    return parseWorkbook(at, 'xls');
  };
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'parsed',
      (error: SheetFileError) => error.code,
    );

  it('reads a BIFF8 .xls and a BIFF5 one (SheetJS, loaded for it)', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Month', 'Amount'],
        ['03-2025', 42],
      ]),
      'Fuel',
    );
    for (const bookType of ['biff8', 'biff5'] as const) {
      const sheets = await parse(`${bookType}.xls`, XLSX.write(book, { bookType, type: 'buffer' }) as Buffer);
      expect(sheets).toEqual([
        {
          name: 'Fuel',
          rows: [
            ['Month', 'Amount'],
            ['03-2025', 42],
          ],
        },
      ]);
    }
  });

  it('refuses macros, encryption, a container without a workbook, a FAT loop', async () => {
    const loop = await ours(10_000);
    loop.file.writeUInt32LE(2, loop.fat + 4 * 7);
    expect(
      await Promise.all([
        codeOf(
          parse(
            'macro.xls',
            cfbWith({ '/Workbook': bytes(512, 1), '/_VBA_PROJECT_CUR/VBA/dir': bytes(9, 2) }),
          ),
        ),
        codeOf(
          parse(
            'locked.xls',
            cfbWith({ '/EncryptionInfo': bytes(64, 1), '/EncryptedPackage': bytes(512, 2) }),
          ),
        ),
        codeOf(parse('other.xls', cfbWith({ '/WordDocument': bytes(5000, 1) }))),
        codeOf(parse('loop.xls', loop.file)),
      ]),
    ).toEqual(['FILE_HAS_MACROS', 'FILE_ENCRYPTED', 'FILE_TYPE', 'FILE_UNREADABLE']);
  });
});
