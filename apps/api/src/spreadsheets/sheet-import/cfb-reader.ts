import type { StreamBytes } from './stream-bytes.js';
import type { ScanRefusal } from './xlsx-scanner.js';

/** Reads `length` bytes of the file at `position` into `buffer` from `offset` (fs.readSync's shape). */
export type ReadAt = (buffer: Uint8Array, offset: number, length: number, position: number) => number;

export interface CfbFile {
  /** Storages and streams reached from the root: "/Workbook", "/_VBA_PROJECT_CUR/" (a storage ends in "/"). */
  readonly paths: readonly string[];
  /**
   * A stream at the root, by name (case-insensitive); null if none. Its chain is checked at once; a stream in the
   * mini stream (under 4 KB) is read into a Buffer, a larger one is read from the file as it is asked for, in
   * pages, while the file stays open.
   */
  stream(name: string): StreamBytes | null;
}

export interface CfbReader {
  /** The directory of an OLE compound file (MS-CFB, 512- or 4096-byte sectors); throws a ScanRefusal. */
  open(read: ReadAt, fileSize: number): CfbFile;
}

/**
 * A purpose-built reader of OLE compound files (.xls), where SheetJS read the whole upload into memory and
 * copied every stream out of it: here the directory is read, a stream's chain of sectors is checked, and its
 * bytes are read from the file when asked for, 64 KB at a time, the two pages last used kept (a 100,000-row
 * Workbook stream, 20–30 MB, was held whole before). A hostile file is refused (FILE_UNREADABLE): sectors
 * outside the file, a FAT, DIFAT, directory or stream chain that loops or ends early, a stream larger than the
 * file, a directory tree with a cycle, more directory entries than a workbook has. Self-contained (no imports, no outer references): the parse
 * worker runs it from its source text, like xlsScanner.
 */
export function cfbReader(): CfbReader {
  const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const ENDOFCHAIN = 0xfffffffe;
  const NOSTREAM = 0xffffffff;
  const MINI_SECTOR = 64;
  const MAX_ENTRIES = 65_536;
  /** Bytes of a large stream read at once (a multiple of both sector sizes). */
  const PAGE = 64 * 1024;
  const refuse = (scanRefusal: ScanRefusal['scanRefusal'], detail: string): never => {
    throw { scanRefusal, detail };
  };

  return {
    open(read, fileSize) {
      const readExact = (buffer: Buffer, offset: number, length: number, position: number) => {
        for (let done = 0; done < length;) {
          const n = read(buffer, offset + done, length - done, position + done);
          if (n <= 0) refuse('FILE_UNREADABLE', 'the file ends inside a sector');
          done += n;
        }
      };
      if (fileSize < 512) refuse('FILE_UNREADABLE', 'shorter than a compound file header');
      const head = Buffer.alloc(512);
      readExact(head, 0, 512, 0);
      if (SIGNATURE.some((b, i) => head[i] !== b)) refuse('FILE_UNREADABLE', 'not a compound file');
      const shift = head.readUInt16LE(30);
      if ((shift !== 9 && shift !== 12) || head.readUInt16LE(28) !== 0xfffe || head.readUInt16LE(32) !== 6)
        refuse('FILE_UNREADABLE', 'an unknown compound file header');
      // MS-CFB fixes the mini stream cutoff at 4096: another value only makes sense in a file built to mislead.
      const cutoff = head.readUInt32LE(56);
      if (cutoff !== 4096) refuse('FILE_UNREADABLE', `a mini stream cutoff of ${cutoff}`);
      const sectorSize = 2 ** shift;
      const idsPerSector = sectorSize / 4;
      /** Sectors in the file (the header takes the first sector's place); a partial last one counts. */
      const sectorCount = Math.max(0, Math.ceil((fileSize - sectorSize) / sectorSize));
      const at = (sector: number) => (sector + 1) * sectorSize;
      const inFile = (sector: number, what: string) => {
        if (sector >= sectorCount) refuse('FILE_UNREADABLE', `${what}: sector ${sector} outside the file`);
      };

      // The FAT: only the sectors that describe sectors of the file (any chain going further is refused).
      const fatSectors = Math.min(head.readUInt32LE(44), Math.ceil(sectorCount / idsPerSector));
      const fatIds: number[] = [];
      for (let i = 0; i < 109 && fatIds.length < fatSectors; i += 1)
        fatIds.push(head.readUInt32LE(76 + i * 4));
      const difatSeen = new Set<number>();
      const sector = Buffer.alloc(sectorSize);
      for (
        let d = head.readUInt32LE(68);
        fatIds.length < fatSectors;
        d = sector.readUInt32LE(sectorSize - 4)
      ) {
        if (d === ENDOFCHAIN) refuse('FILE_UNREADABLE', 'DIFAT shorter than the FAT');
        inFile(d, 'DIFAT');
        if (difatSeen.has(d)) refuse('FILE_UNREADABLE', 'a DIFAT loop');
        difatSeen.add(d);
        readExact(sector, 0, sectorSize, at(d));
        for (let k = 0; k < idsPerSector - 1 && fatIds.length < fatSectors; k += 1)
          fatIds.push(sector.readUInt32LE(k * 4));
      }
      const fat = Buffer.alloc(fatSectors * sectorSize);
      fatIds.forEach((id, i) => {
        inFile(id, 'FAT');
        readExact(fat, i * sectorSize, sectorSize, at(id));
      });
      const fatEntries = fat.length / 4;

      /**
       * Walks a chain from `start`, calling `visit` with each sector and its index in the chain, for at most
       * `limit` sectors; returns how many it visited. A loop, a sector outside the file, a free or special entry
       * inside the chain are refused.
       */
      const walk = (start: number, limit: number, what: string, visit: (s: number, i: number) => void) => {
        const seen = new Uint8Array(sectorCount);
        let count = 0;
        for (let s = start; s !== ENDOFCHAIN && count < limit; count += 1) {
          inFile(s, what);
          if (s >= fatEntries) refuse('FILE_UNREADABLE', `${what}: sector ${s} beyond the FAT`);
          if (seen[s]) refuse('FILE_UNREADABLE', `${what}: a FAT chain loop`);
          seen[s] = 1;
          visit(s, count);
          s = fat.readUInt32LE(s * 4);
        }
        return count;
      };
      /** A whole chain (directory, mini FAT) into one buffer, at most `maxBytes`. */
      const chainBytes = (start: number, maxBytes: number, what: string): Buffer => {
        const ids: number[] = [];
        walk(start, Math.ceil(maxBytes / sectorSize) + 1, what, (s) => ids.push(s));
        if (ids.length * sectorSize > maxBytes) refuse('FILE_UNREADABLE', `${what} larger than a workbook's`);
        const out = Buffer.alloc(ids.length * sectorSize);
        ids.forEach((s, i) => readExact(out, i * sectorSize, sectorSize, at(s)));
        return out;
      };

      const dir = chainBytes(head.readUInt32LE(48), MAX_ENTRIES * 128, 'directory');
      const entries = Array.from({ length: dir.length / 128 }, (_, i) => {
        const e = i * 128;
        const nameBytes = Math.min(64, dir.readUInt16LE(e + 64));
        return {
          name: dir.toString('utf16le', e, e + Math.max(0, nameBytes - 2)),
          type: dir[e + 66]!,
          left: dir.readUInt32LE(e + 68),
          right: dir.readUInt32LE(e + 72),
          child: dir.readUInt32LE(e + 76),
          start: dir.readUInt32LE(e + 116),
          // Version 3 files may leave garbage in the size's high half (MS-CFB 2.6.3); version 4 may not.
          size: dir.readUInt32LE(e + 120) + (shift === 12 ? dir.readUInt32LE(e + 124) * 2 ** 32 : 0),
        };
      });
      const root = entries[0];
      if (!root || root.type !== 5) refuse('FILE_UNREADABLE', 'no root entry');

      // The tree: each storage's children are a binary tree (left/right siblings); a cycle is refused.
      const paths: string[] = [];
      const atRoot = new Map<string, (typeof entries)[number]>();
      const placed = new Uint8Array(entries.length);
      const pending: { id: number; parent: string }[] = [{ id: root!.child, parent: '/' }];
      while (pending.length > 0) {
        const { id, parent } = pending.pop()!;
        if (id === NOSTREAM) continue;
        const entry = entries[id];
        if (!entry || id === 0) refuse('FILE_UNREADABLE', `directory entry ${id} outside the directory`);
        if (placed[id]) refuse('FILE_UNREADABLE', 'a directory cycle');
        placed[id] = 1;
        pending.push({ id: entry!.left, parent }, { id: entry!.right, parent });
        if (entry!.type === 1) {
          paths.push(`${parent}${entry!.name}/`);
          pending.push({ id: entry!.child, parent: `${parent}${entry!.name}/` });
        } else if (entry!.type === 2) {
          paths.push(parent + entry!.name);
          if (parent === '/') atRoot.set(entry!.name.toLowerCase(), entry!);
        }
      }

      /** A stream in the mini stream: 64-byte sectors of the root entry's stream, chained by the mini FAT. */
      const miniStream = (start: number, size: number): Buffer => {
        const containerIds: number[] = [];
        walk(root!.start, Math.ceil(root!.size / sectorSize), 'mini stream', (s) => containerIds.push(s));
        const miniFat = chainBytes(head.readUInt32LE(60), MAX_ENTRIES * 4, 'mini FAT');
        const miniSectors = Math.min(
          miniFat.length / 4,
          Math.floor((containerIds.length * sectorSize) / MINI_SECTOR),
        );
        const out = Buffer.alloc(size);
        const seen = new Uint8Array(miniSectors);
        for (let s = start, i = 0; i * MINI_SECTOR < size; i += 1) {
          if (s >= miniSectors) refuse('FILE_UNREADABLE', `mini sector ${s} outside the mini stream`);
          if (seen[s]) refuse('FILE_UNREADABLE', 'a mini FAT chain loop');
          seen[s] = 1;
          const offset = s * MINI_SECTOR;
          const position = at(containerIds[Math.floor(offset / sectorSize)]!) + (offset % sectorSize);
          readExact(out, i * MINI_SECTOR, Math.min(MINI_SECTOR, size - i * MINI_SECTOR), position);
          s = miniFat.readUInt32LE(s * 4);
        }
        return out;
      };

      /**
       * A large stream, read from the file as it is asked for: a page is read in runs of consecutive sectors, and
       * the two pages last used are kept, so reading records in order costs one read per 64 KB and a jump (to a
       * sheet, back to the index sheet) one page. A value across two pages is assembled from both.
       */
      const pagedStream = (sectors: Uint32Array, size: number): StreamBytes => {
        const pages = [0, 1].map(() => ({ start: -1, end: -1, bytes: Buffer.alloc(Math.min(PAGE, size)) }));
        let current = pages[0]!;
        const load = (index: number) => {
          const start = index * PAGE;
          let page = pages.find((p) => p.start === start);
          if (!page) {
            page = pages[0] === current ? pages[1]! : pages[0]!;
            const end = Math.min(size, start + PAGE);
            for (let i = start / sectorSize, last = Math.ceil(end / sectorSize); i < last;) {
              let run = 1;
              while (i + run < last && sectors[i + run] === sectors[i]! + run) run += 1;
              const offset = i * sectorSize - start;
              readExact(
                page.bytes,
                offset,
                Math.min(run * sectorSize, end - start - offset),
                at(sectors[i]!),
              );
              i += run;
            }
            page.start = start;
            page.end = end;
          }
          current = page;
          return page;
        };
        /** `length` bytes from `from`, from the start of the Buffer returned: a view of a page, or assembled. */
        const bytesAt = (from: number, length: number): Buffer => {
          if (!(from >= 0 && from + length <= size))
            throw new RangeError(`bytes ${from} to ${from + length} outside a stream of ${size}`);
          const first = load(Math.floor(from / PAGE));
          if (from + length <= first.end)
            return first.bytes.subarray(from - first.start, from - first.start + length);
          const out = Buffer.alloc(length);
          for (let done = 0; done < length;) {
            const page = load(Math.floor((from + done) / PAGE));
            const end = Math.min(page.end, from + length) - page.start;
            done += page.bytes.copy(out, done, from + done - page.start, end);
          }
          return out;
        };
        /** Whether the page last used holds the bytes: the common case, read in place. */
        const inCurrent = (from: number, length: number) =>
          from >= current.start && from + length <= current.end;
        /** A value of `length` bytes at `from`: in place from the page last used, else assembled. */
        const read = <T>(from: number, length: number, get: (bytes: Buffer, at: number) => T): T =>
          inCurrent(from, length) ? get(current.bytes, from - current.start) : get(bytesAt(from, length), 0);
        const u8 = (b: Buffer, at: number) => b[at]!;
        const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);
        const i32 = (b: Buffer, at: number) => b.readInt32LE(at);
        const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);
        const f64 = (b: Buffer, at: number) => b.readDoubleLE(at);
        return {
          length: size,
          readUInt8: (from) => read(from, 1, u8),
          readUInt16LE: (from) => read(from, 2, u16),
          readInt32LE: (from) => read(from, 4, i32),
          readUInt32LE: (from) => read(from, 4, u32),
          readDoubleLE: (from) => read(from, 8, f64),
          toString: (encoding, start, end) => {
            // As a Buffer's: the range is cut to the stream.
            const to = Math.min(end, size);
            const from = Math.max(0, Math.min(start, to));
            if (from === to) return '';
            if (inCurrent(from, to - from))
              return current.bytes.toString(encoding, from - current.start, to - current.start);
            return bytesAt(from, to - from).toString(encoding);
          },
        };
      };

      return {
        paths,
        stream(name) {
          const entry = atRoot.get(name.toLowerCase());
          if (!entry) return null;
          if (entry.size > fileSize) refuse('FILE_UNREADABLE', `stream ${entry.name} larger than the file`);
          if (entry.size < cutoff) return miniStream(entry.start, entry.size);
          const needed = Math.ceil(entry.size / sectorSize);
          const sectors = new Uint32Array(needed);
          const tail = entry.size - (needed - 1) * sectorSize;
          const walked = walk(entry.start, needed, `stream ${entry.name}`, (s, i) => {
            // The file's last sector may be partial: the stream's bytes must all be in the file.
            if (at(s) + (i === needed - 1 ? tail : sectorSize) > fileSize)
              refuse('FILE_UNREADABLE', 'the file ends inside a sector');
            sectors[i] = s;
          });
          if (walked < needed) refuse('FILE_UNREADABLE', `stream ${entry.name} ends before its size`);
          return pagedStream(sectors, entry.size);
        },
      };
    },
  };
}
