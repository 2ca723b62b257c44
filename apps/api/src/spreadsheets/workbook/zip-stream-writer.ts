import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { drained, outputClosed } from './download-output.js';
import { crc32, createDeflateRaw } from 'node:zlib';

interface Written {
  readonly name: Buffer;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly offset: number;
}

const DATA_DESCRIPTOR_FLAG = 0x0008;
const UTF8_NAMES_FLAG = 0x0800;
const WHAT = 'the zip';

/** Deflate level: 6 (zlib's default) costs twice the time of 1 for a few per cent of size on sheet XML. */
const LEVEL = 1;

/**
 * A zip written front to back into a stream: each part deflated as it is produced, its CRC and sizes in a data
 * descriptor after it and in the central directory at the end, so a 100,000-row sheet is never whole in memory.
 * Waits for the stream to drain (a slow download holds the writer, not the heap). No ZIP64: parts and the zip
 * stay under 4 GB (a workbook is capped far below).
 */
export class ZipStreamWriter {
  private offset = 0;
  private readonly written: Written[] = [];

  constructor(private readonly out: Writable) {}

  private async put(data: Buffer): Promise<void> {
    this.offset += data.length;
    if (this.out.destroyed) throw outputClosed(WHAT);
    if (!this.out.write(data)) await drained(this.out, WHAT);
  }

  /**
   * One part, its text given in pieces, as strings or as UTF-8 bytes (each piece written and deflated before the
   * next is asked for; a Buffer piece is the writer's to keep until the deflate has taken it).
   */
  async part(
    name: string,
    pieces: Iterable<string | Buffer> | AsyncIterable<string | Buffer>,
  ): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(DATA_DESCRIPTOR_FLAG | UTF8_NAMES_FLAG, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(nameBytes.length, 26);
    await this.put(Buffer.concat([local, nameBytes]));
    const deflate = createDeflateRaw({ level: LEVEL, chunkSize: 64 * 1024 });
    let compressedSize = 0;
    deflate.on('data', (chunk: Buffer) => {
      compressedSize += chunk.length;
      this.offset += chunk.length;
      this.out.write(chunk);
    });
    const ended = once(deflate, 'end');
    let crc = 0;
    let size = 0;
    for await (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
      if (this.out.destroyed) throw outputClosed(WHAT);
      if (this.out.writableNeedDrain) await drained(this.out, WHAT);
    }
    deflate.end();
    await ended;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressedSize, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.put(descriptor);
    this.written.push({ name: nameBytes, crc: crc >>> 0, compressedSize, size, offset });
  }

  /** The central directory and its end record: the zip is complete (the stream is left open). */
  async finish(): Promise<void> {
    const start = this.offset;
    const entries = this.written.map((w) => {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(DATA_DESCRIPTOR_FLAG | UTF8_NAMES_FLAG, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(w.crc, 16);
      central.writeUInt32LE(w.compressedSize, 20);
      central.writeUInt32LE(w.size, 24);
      central.writeUInt16LE(w.name.length, 28);
      central.writeUInt32LE(w.offset, 42);
      return Buffer.concat([central, w.name]);
    });
    const directory = Buffer.concat(entries);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.put(Buffer.concat([directory, end]));
  }
}
