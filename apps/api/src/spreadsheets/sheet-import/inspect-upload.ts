import { open } from 'node:fs/promises';
import { constants, inflateRawSync } from 'node:zlib';
import {
  MAX_DECLARED_CELLS,
  MAX_INFLATE_RATIO,
  MAX_SHARED_STRINGS,
  MAX_UNZIPPED_BYTES,
} from '../workbook/workbook-limits.js';
import { SheetFileError } from './sheet-file-error.js';
import { entryHead, readZipDirectory, type ZipEntry, ZipShapeError } from './zip-directory.js';

export type SniffedFormat = 'xlsx' | 'xls';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEAD_BYTES = 8 * 1024;

/**
 * What the uploaded file is, by its bytes (the name only has to agree): a zip that holds a workbook is .xlsx, an
 * OLE compound file is .xls (its streams are checked in the parse worker). An .xlsx is refused here, unread,
 * when its directory declares what a hostile file would: parts inflating past the limits (zip bomb), macros,
 * links to other files, encryption, a sheet declaring more cells than we read, a huge shared-string table.
 */
export async function inspectUpload(path: string, fileName: string): Promise<SniffedFormat> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const magic = Buffer.alloc(8);
    await file.read(magic, 0, 8, 0);
    const extension = /\.(xlsx|xls)$/i.exec(fileName)?.[1]?.toLowerCase();
    if (magic.subarray(0, 8).equals(CFB)) {
      if (!extension) throw new SheetFileError('FILE_TYPE');
      return 'xls';
    }
    if (!magic.subarray(0, 4).equals(ZIP) || !extension) throw new SheetFileError('FILE_TYPE');
    let entries: ZipEntry[];
    try {
      entries = await readZipDirectory(file, size);
    } catch (error) {
      if (error instanceof ZipShapeError) throw new SheetFileError('FILE_TYPE', error.message);
      throw error;
    }
    checkEntries(entries);
    for (const entry of entries) {
      if (/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name)) {
        const cells = declaredCells(await headText(file, entry));
        if (cells > MAX_DECLARED_CELLS) throw new SheetFileError('FILE_TOO_MANY_CELLS', String(cells));
      }
      if (/^xl\/sharedStrings\.xml$/i.test(entry.name)) {
        const count = /uniqueCount="(\d+)"/.exec(await headText(file, entry))?.[1];
        if (count !== undefined && Number(count) > MAX_SHARED_STRINGS)
          throw new SheetFileError('FILE_TOO_MANY_STRINGS', count);
      }
    }
    return 'xlsx';
  } finally {
    await file.close();
  }
}

function checkEntries(entries: readonly ZipEntry[]): void {
  const names = entries.map((e) => e.name.toLowerCase());
  if (!names.includes('xl/workbook.xml') && !names.includes('xl/workbook.bin'))
    throw new SheetFileError('FILE_TYPE', 'no workbook part');
  if (entries.some((e) => e.encrypted)) throw new SheetFileError('FILE_ENCRYPTED');
  if (names.some((n) => n.endsWith('vbaproject.bin') || n.startsWith('xl/macrosheets/')))
    throw new SheetFileError('FILE_HAS_MACROS');
  if (names.some((n) => n.startsWith('xl/externallinks/'))) throw new SheetFileError('FILE_EXTERNAL_LINKS');
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
    if (e.uncompressedSize > 10 * 1024 * 1024 && ratio > MAX_INFLATE_RATIO)
      throw new SheetFileError('FILE_ZIP_BOMB', e.name);
  }
  if (total > MAX_UNZIPPED_BYTES) throw new SheetFileError('FILE_ZIP_BOMB', 'total');
}

async function headText(file: Parameters<typeof entryHead>[0], entry: ZipEntry): Promise<string> {
  const head = await entryHead(file, entry, HEAD_BYTES);
  if (entry.method === 0) return head.toString('utf8');
  try {
    return inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH })
      .subarray(0, 64 * 1024)
      .toString('utf8');
  } catch {
    throw new SheetFileError('FILE_TYPE', `unreadable part ${entry.name}`);
  }
}

/** Cells the sheet's <dimension ref="A1:XFD1048576"/> declares (0 when it declares none). */
export function declaredCells(xml: string): number {
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?"/i.exec(xml);
  if (!ref) return 0;
  const [, c1 = 'A', r1 = '1', c2 = c1, r2 = r1] = ref;
  const columns = Math.abs(columnNumber(c2) - columnNumber(c1)) + 1;
  const rows = Math.abs(Number(r2) - Number(r1)) + 1;
  return columns * rows;
}

const columnNumber = (letters: string): number =>
  [...letters.toUpperCase()].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0);
