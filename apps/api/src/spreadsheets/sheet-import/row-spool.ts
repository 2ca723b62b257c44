import type { ImportedRowInput, ImportedRowSource, SectionKey } from '@ghg/domain';
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';

/** Bytes read at a time: a few reads per MB. */
const SPOOL_CHUNK_BYTES = 1024 * 1024;
/**
 * Bytes gathered per section before a write. Each line goes into this Buffer as soon as it is made, so its string
 * dies at once: lines kept as strings until a 1 MB join outlived the collections of the young generation, and
 * 12–21 MB of them per 100,000-row import waited in the old one for a full collection (docs/benchmarks.md).
 */
const SPOOL_WRITE_BYTES = 256 * 1024;
const NEWLINE = 0x0a;

/**
 * An import's validated rows on disk, a file per section next to the upload, one JSON line per row
 * (`[table, period, values]`): validation keeps counts and errors only, and the append reads the rows back as it
 * builds its events. JSON escapes every newline inside a value, and no byte of a multi-byte UTF-8 character is
 * 0x0A, so a line is a row whatever its text. Sync file calls: the append's events are a sync sequence (read as
 * each statement is serialised), and these are page-cache reads/writes of a local temp file, 1 MB at a time.
 */
export class RowSpool {
  private readonly files = new Map<SectionKey, SpoolFile>();

  /** base: the upload's path; each section's file is `<base>.rows-<section>`. */
  constructor(private readonly base: string) {}

  /** One more valid row of the section, in the file's order. */
  add(section: SectionKey, row: ImportedRowInput): void {
    let file = this.files.get(section);
    if (!file) {
      const path = `${this.base}.rows-${section}`;
      file = { path, fd: null, buffer: Buffer.allocUnsafe(SPOOL_WRITE_BYTES), used: 0 };
      this.files.set(section, file);
      file.fd = openSync(path, 'w');
    }
    const line = `${JSON.stringify([row.table, row.period, row.values])}\n`;
    // A UTF-16 code unit is at most 3 bytes of UTF-8: the exact count only when that bound does not fit.
    if (file.used + line.length * 3 > file.buffer.length) {
      if (file.used + Buffer.byteLength(line) > file.buffer.length) flushFile(file);
      if (Buffer.byteLength(line) > file.buffer.length) {
        writeSync(file.fd!, line);
        return;
      }
    }
    file.used += file.buffer.write(line, file.used);
  }

  /** Writes what is gathered and closes the files: call once every row is added, before reading. */
  finish(): void {
    for (const file of this.files.values()) flushFile(file);
    for (const file of this.files.values()) {
      if (file.fd !== null) closeSync(file.fd);
      file.fd = null;
    }
  }

  /** The section's rows (count: how many were added), read from its file each time the sequence is read. */
  rowsOf(section: SectionKey, count: number): ImportedRowSource {
    const path = this.files.get(section)?.path ?? null;
    return {
      length: count,
      *[Symbol.iterator]() {
        if (path !== null) yield* readSpooledRows(path);
      },
    };
  }

  /** Closes and deletes every file (safe to call more than once, and after a failure). */
  remove(): void {
    for (const file of this.files.values()) {
      if (file.fd !== null) closeSync(file.fd);
      file.fd = null;
      rmSync(file.path, { force: true });
    }
    this.files.clear();
  }
}

interface SpoolFile {
  path: string;
  fd: number | null;
  /** Lines not yet written: buffer[0, used). */
  buffer: Buffer;
  used: number;
}

function flushFile(file: SpoolFile): void {
  if (file.used === 0 || file.fd === null) return;
  writeSync(file.fd, file.buffer, 0, file.used);
  file.used = 0;
}

/** The rows of one spool file, a line at a time, reading SPOOL_CHUNK_BYTES at a time. */
export function* readSpooledRows(path: string): Generator<ImportedRowInput> {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(SPOOL_CHUNK_BYTES);
    let rest: Buffer = Buffer.alloc(0);
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      const data =
        rest.length > 0 ? Buffer.concat([rest, buffer.subarray(0, read)]) : buffer.subarray(0, read);
      let start = 0;
      for (let end = data.indexOf(NEWLINE, start); end >= 0; end = data.indexOf(NEWLINE, start)) {
        yield rowOf(data.toString('utf8', start, end));
        start = end + 1;
      }
      // Copied: the buffer is overwritten by the next read.
      rest = Buffer.from(data.subarray(start));
    }
    if (rest.length > 0) throw new Error(`row spool ${path}: its last line is cut off`);
  } finally {
    closeSync(fd);
  }
}

function rowOf(line: string): ImportedRowInput {
  const [table, period, values] = JSON.parse(line) as [string, string, ImportedRowInput['values']];
  return { table, period, values };
}
