import * as XLSX from '@e965/xlsx';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { cfbReader } from '../sheet-import/cfb-reader.js';
import type { StreamBytes } from '../sheet-import/stream-bytes.js';
import { cfbLayout, writeCfb } from './cfb-writer.js';

/** `size` bytes of a pattern that differs sector to sector, given in chunks of `chunk` bytes. */
function patterned(size: number, chunk: number): { bytes: Buffer; chunks: Buffer[] } {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 9)) & 0xff;
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += chunk) chunks.push(bytes.subarray(at, at + chunk));
  return { bytes, chunks };
}

async function written(name: string, chunks: Buffer[], size: number): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  await writeCfb({ name, size, chunks }, out);
  return Buffer.concat(parts);
}

/** A stream's bytes in one Buffer, to compare (latin1 maps each byte to one character and back). */
const whole = (stream: StreamBytes | null) =>
  stream && Buffer.from(stream.toString('latin1', 0, stream.length), 'latin1');
const readBack = (file: Buffer, name: string) => {
  const opened = cfbReader().open(
    (buffer, offset, length, position) => file.copy(buffer, offset, position, position + length),
    file.length,
  );
  return { paths: opened.paths, stream: whole(opened.stream(name)) };
};

describe('writeCfb (MS-CFB version 3, one stream)', () => {
  it('writes a file SheetJS and cfbReader read back: one Workbook stream under the root, its bytes unchanged', async () => {
    const { bytes, chunks } = patterned(10_001, 777);
    const file = await written('Workbook', chunks, bytes.length);
    expect(file.length % 512).toBe(0);
    const container = XLSX.CFB.read(file, { type: 'buffer' });
    expect(container.FullPaths.filter((p: string) => !p.endsWith('/'))).toEqual(['Root Entry/Workbook']);
    expect(Buffer.from(XLSX.CFB.find(container, 'Workbook')!.content as Uint8Array).equals(bytes)).toBe(true);
    const back = readBack(file, 'workbook');
    expect(back.paths).toEqual(['/Workbook']);
    expect(back.stream?.equals(bytes)).toBe(true);
  });

  it('writes DIFAT sectors past 109 FAT sectors (an 8 MB stream), read back whole by SheetJS and cfbReader', async () => {
    const size = 8 * 1024 * 1024 + 3;
    const layout = cfbLayout(size);
    expect(layout.fatSectors).toBeGreaterThan(109);
    expect(layout.difatSectors).toBe(1);
    const { bytes, chunks } = patterned(size, 64 * 1024);
    const file = await written('Workbook', chunks, size);
    expect(file.length).toBe((layout.totalSectors + 1) * 512);
    expect(file.readUInt32LE(44)).toBe(layout.fatSectors);
    expect(file.readUInt32LE(72)).toBe(1);
    const container = XLSX.CFB.read(file, { type: 'buffer' });
    expect(Buffer.from(XLSX.CFB.find(container, 'Workbook')!.content as Uint8Array).equals(bytes)).toBe(true);
    expect(readBack(file, 'Workbook').stream?.equals(bytes)).toBe(true);
  });

  it('gives every sector of the file a FAT entry with the fewest FAT and DIFAT sectors (a 29 MB .xls: ~450 FAT sectors)', () => {
    for (const size of [4096, 65_536, 7_100_000, 7_200_000, 29_100_000, 60_000_000]) {
      const { fatSectors, difatSectors, totalSectors } = cfbLayout(size);
      expect(fatSectors * 128).toBeGreaterThanOrEqual(totalSectors);
      expect((fatSectors - 1) * 128).toBeLessThan(totalSectors);
      expect(difatSectors).toBe(Math.ceil(Math.max(0, fatSectors - 109) / 127));
    }
    expect(cfbLayout(29_100_000)).toMatchObject({ fatSectors: 448, difatSectors: 3 });
  });

  it('waits for a slow reader: never more than a chunk and the high-water mark buffered', async () => {
    const { bytes, chunks } = patterned(300_000, 8192);
    const parts: Buffer[] = [];
    let most = 0;
    const slow = new Writable({
      highWaterMark: 4096,
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        setImmediate(done);
      },
    });
    const write = slow.write.bind(slow);
    slow.write = ((chunk: Buffer) => {
      const ok = write(chunk);
      most = Math.max(most, slow.writableLength);
      return ok;
    }) as typeof slow.write;
    await writeCfb({ name: 'Workbook', size: bytes.length, chunks }, slow);
    slow.end();
    await finished(slow);
    expect(most).toBeLessThanOrEqual(8192 + 4096);
    expect(readBack(Buffer.concat(parts), 'Workbook').stream?.equals(bytes)).toBe(true);
  });

  it('stops when the reader goes away instead of waiting for a drain that never comes', async () => {
    const { bytes, chunks } = patterned(100_000, 8192);
    const stalled = new Writable({ highWaterMark: 1024, write: () => undefined });
    setTimeout(() => stalled.destroy(), 20);
    await expect(writeCfb({ name: 'Workbook', size: bytes.length, chunks }, stalled)).rejects.toThrow(
      'the output closed',
    );
  });

  it('refuses chunks that do not add up to the declared size, and a stream the mini stream would hold', async () => {
    const { chunks } = patterned(5000, 1000);
    await expect(written('Workbook', chunks, 4999)).rejects.toThrow('longer than');
    await expect(written('Workbook', chunks, 6000)).rejects.toThrow('5000 of 6000');
    await expect(written('Workbook', [Buffer.alloc(100)], 100)).rejects.toThrow('mini stream');
  });
});
