import type { FileHandle } from 'node:fs/promises';

/** One entry of a zip's central directory: what the archive declares, before anything is inflated. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly encrypted: boolean;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 20_000;
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

export class ZipShapeError extends Error {}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The central directory of a zip on disk, read from its end (the file is never loaded whole). ZIP64 sizes are
 * read from their extra field. Throws ZipShapeError for anything that is not a readable zip.
 */
export async function readZipDirectory(file: FileHandle, size: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(size, 65_557);
  const tail = await readAt(file, size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipShapeError('no end of central directory');
  let entries = tail.readUInt16LE(at + 10);
  let directorySize = tail.readUInt32LE(at + 12);
  let directoryOffset = tail.readUInt32LE(at + 16);
  const locatorAt = at - 20;
  if (locatorAt >= 0 && tail.readUInt32LE(locatorAt) === ZIP64_LOCATOR) {
    const record = await readAt(file, Number(tail.readBigUInt64LE(locatorAt + 8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD)
      throw new ZipShapeError('bad zip64 record');
    entries = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (entries > MAX_ENTRIES) throw new ZipShapeError('too many entries');
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size)
    throw new ZipShapeError('bad central directory');
  const directory = await readAt(file, directoryOffset, directorySize);
  const out: ZipEntry[] = [];
  let p = 0;
  while (p + 46 <= directory.length && directory.readUInt32LE(p) === CENTRAL) {
    const flags = directory.readUInt16LE(p + 8);
    const method = directory.readUInt16LE(p + 10);
    let compressedSize = directory.readUInt32LE(p + 20);
    let uncompressedSize = directory.readUInt32LE(p + 24);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    let localHeaderOffset = directory.readUInt32LE(p + 42);
    const name = directory.toString('utf8', p + 46, p + 46 + nameLength);
    const extra = directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
    for (let e = 0; e + 4 <= extra.length;) {
      const id = extra.readUInt16LE(e);
      const length = extra.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        const next = () => {
          const v = q + 8 <= e + 4 + length ? Number(extra.readBigUInt64LE(q)) : null;
          q += 8;
          return v;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = next() ?? uncompressedSize;
        if (compressedSize === 0xffffffff) compressedSize = next() ?? compressedSize;
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next() ?? localHeaderOffset;
      }
      e += 4 + length;
    }
    out.push({
      name,
      method,
      encrypted: (flags & 1) === 1,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (out.length !== entries) throw new ZipShapeError('central directory does not match its count');
  return out;
}

/** The first bytes of an entry's compressed data (enough to inflate the head of an XML part). */
export async function entryHead(file: FileHandle, entry: ZipEntry, length: number): Promise<Buffer> {
  const local = await readAt(file, entry.localHeaderOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new ZipShapeError('bad local header');
  const dataAt = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  return readAt(file, dataAt, Math.min(length, entry.compressedSize));
}
