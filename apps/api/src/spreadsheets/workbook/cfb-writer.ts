import type { Writable } from 'node:stream';
import { drained, outputClosed } from './download-output.js';

/** One stream of a compound file, given in pieces whose lengths add up to `size`. */
export interface CfbStream {
  readonly name: string;
  readonly size: number;
  readonly chunks: Iterable<Buffer>;
}

const SECTOR = 512;
/** Streams shorter than this belong in the mini stream; ours are padded to it instead (see writeCfb). */
export const MINI_STREAM_CUTOFF = 4096;
const HEADER_DIFAT_SLOTS = 109;
const IDS_PER_SECTOR = SECTOR / 4;
const DIFAT_IDS_PER_SECTOR = IDS_PER_SECTOR - 1;
const DIFSECT = 0xfffffffc;
const FATSECT = 0xfffffffd;
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const NOSTREAM = 0xffffffff;
const WHAT = 'the compound file';
const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Where each part of the file goes: the stream from sector 0, then directory, FAT and DIFAT sectors. */
export interface CfbLayout {
  readonly streamSectors: number;
  readonly directorySector: number;
  readonly fatSectors: number;
  readonly difatSectors: number;
  readonly totalSectors: number;
}

export function cfbLayout(size: number): CfbLayout {
  const streamSectors = Math.ceil(size / SECTOR);
  let fatSectors = 1;
  let difatSectors = 0;
  for (;;) {
    difatSectors = Math.ceil(Math.max(0, fatSectors - HEADER_DIFAT_SLOTS) / DIFAT_IDS_PER_SECTOR);
    const total = streamSectors + 1 + fatSectors + difatSectors;
    const needed = Math.ceil(total / IDS_PER_SECTOR);
    if (needed <= fatSectors) break;
    fatSectors = needed;
  }
  return {
    streamSectors,
    directorySector: streamSectors,
    fatSectors,
    difatSectors,
    totalSectors: streamSectors + 1 + fatSectors + difatSectors,
  };
}

function header(layout: CfbLayout): Buffer {
  const out = Buffer.alloc(SECTOR);
  SIGNATURE.copy(out, 0);
  out.writeUInt16LE(0x003e, 24); // minor version
  out.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  out.writeUInt16LE(0xfffe, 28); // byte order mark (little-endian)
  out.writeUInt16LE(9, 30); // sector shift: 2^9
  out.writeUInt16LE(6, 32); // mini sector shift: 2^6
  out.writeUInt32LE(layout.fatSectors, 44);
  out.writeUInt32LE(layout.directorySector, 48);
  out.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  out.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  const firstFat = layout.directorySector + 1;
  const firstDifat = firstFat + layout.fatSectors;
  out.writeUInt32LE(layout.difatSectors > 0 ? firstDifat : ENDOFCHAIN, 68);
  out.writeUInt32LE(layout.difatSectors, 72);
  for (let i = 0; i < HEADER_DIFAT_SLOTS; i += 1)
    out.writeUInt32LE(i < layout.fatSectors ? firstFat + i : FREESECT, 76 + i * 4);
  return out;
}

function directoryEntry(
  out: Buffer,
  at: number,
  entry: { name: string; type: number; child: number; start: number; size: number },
): void {
  const name = Buffer.from(`${entry.name}\0`, 'utf16le');
  name.copy(out, at);
  out.writeUInt16LE(name.length, at + 64);
  out.writeUInt8(entry.type, at + 66);
  out.writeUInt8(1, at + 67); // black: a one-node tree under each storage
  out.writeUInt32LE(NOSTREAM, at + 68);
  out.writeUInt32LE(NOSTREAM, at + 72);
  out.writeUInt32LE(entry.child, at + 76);
  out.writeUInt32LE(entry.start, at + 116);
  out.writeUInt32LE(entry.size, at + 120);
}

/** Root Entry and the one stream; the two free entries of the sector point nowhere (all else zero). */
function directory(stream: CfbStream): Buffer {
  if (stream.name.length > 31) throw new Error(`stream name over 31 characters: ${stream.name}`);
  const out = Buffer.alloc(SECTOR);
  directoryEntry(out, 0, { name: 'Root Entry', type: 5, child: 1, start: ENDOFCHAIN, size: 0 });
  directoryEntry(out, 128, { name: stream.name, type: 2, child: NOSTREAM, start: 0, size: stream.size });
  for (const at of [256, 384]) {
    out.writeUInt32LE(NOSTREAM, at + 68);
    out.writeUInt32LE(NOSTREAM, at + 72);
    out.writeUInt32LE(NOSTREAM, at + 76);
  }
  return out;
}

/** The FAT sectors then the DIFAT sectors, in one buffer (4 bytes a sector of the file: ~230 KB for 29 MB). */
function allocationTables(layout: CfbLayout): Buffer {
  const fat = Buffer.alloc(layout.fatSectors * SECTOR, 0xff);
  const next = (sector: number, value: number) => fat.writeUInt32LE(value, sector * 4);
  for (let s = 0; s < layout.streamSectors; s += 1)
    next(s, s + 1 < layout.streamSectors ? s + 1 : ENDOFCHAIN);
  next(layout.directorySector, ENDOFCHAIN);
  const firstFat = layout.directorySector + 1;
  for (let i = 0; i < layout.fatSectors; i += 1) next(firstFat + i, FATSECT);
  const firstDifat = firstFat + layout.fatSectors;
  for (let i = 0; i < layout.difatSectors; i += 1) next(firstDifat + i, DIFSECT);
  const difat = Buffer.alloc(layout.difatSectors * SECTOR, 0xff);
  for (let d = 0; d < layout.difatSectors; d += 1) {
    const base = d * SECTOR;
    for (let k = 0; k < DIFAT_IDS_PER_SECTOR; k += 1) {
      const fatIndex = HEADER_DIFAT_SLOTS + d * DIFAT_IDS_PER_SECTOR + k;
      if (fatIndex < layout.fatSectors) difat.writeUInt32LE(firstFat + fatIndex, base + k * 4);
    }
    difat.writeUInt32LE(d + 1 < layout.difatSectors ? firstDifat + d + 1 : ENDOFCHAIN, base + SECTOR - 4);
  }
  return Buffer.concat([fat, difat]);
}

/**
 * Writes a compound file (MS-CFB version 3) holding one stream at the root, e.g. an .xls's Workbook, to `out`
 * as it goes: header, the stream's chunks as given (its sectors are contiguous from sector 0, so the chunks are
 * written unchanged, then padded to a whole sector), the directory, the FAT and, past 109 FAT sectors (a stream
 * over ~6.8 MB), DIFAT sectors. Waits for `out` to drain, and fails if it closes first. There is no mini stream: a stream under 4096 bytes is
 * refused, the caller pads it (a BIFF8 Workbook stream may have bytes after its last EOF). Does not end `out`.
 */
export async function writeCfb(stream: CfbStream, out: Writable): Promise<void> {
  if (stream.size < MINI_STREAM_CUTOFF) throw new Error('a stream under 4096 bytes needs the mini stream');
  if (stream.size > 0xffffffff) throw new Error('a version 3 compound file holds streams under 4 GB');
  const layout = cfbLayout(stream.size);
  const put = async (data: Buffer) => {
    if (out.destroyed) throw outputClosed(WHAT);
    // A download the client gave up on never drains: stop there rather than hold the rows forever.
    if (!out.write(data)) await drained(out, WHAT);
  };
  await put(header(layout));
  let written = 0;
  for (const chunk of stream.chunks) {
    written += chunk.length;
    if (written > stream.size) throw new Error(`stream ${stream.name} longer than its ${stream.size} bytes`);
    await put(chunk);
  }
  if (written !== stream.size) throw new Error(`stream ${stream.name}: ${written} of ${stream.size} bytes`);
  const padding = layout.streamSectors * SECTOR - stream.size;
  if (padding > 0) await put(Buffer.alloc(padding));
  await put(directory(stream));
  await put(allocationTables(layout));
}
