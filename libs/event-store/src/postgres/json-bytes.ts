/**
 * Events' data written as JSON into one growing Buffer, each as a view of it: a long append's event data (a
 * RowsImported of 1,000 rows is ~300 KB of JSON) never becomes one big V8 string. Such a string is allocated in
 * the large-object space, lives until the next full collection, and the 100 of a 100,000-row import (30 MB)
 * were most of what an import left for the collector (docs/benchmarks.md, Spreadsheets). Here the objects near
 * the top are written key by key and their arrays a slice of elements at a time, each part by JSON.stringify (a
 * string of a few KB that dies young), so the bytes equal JSON.stringify of the whole.
 */
export class JsonBytes {
  private buffer: Buffer;
  private offset = 0;
  /** Text not yet in the buffer: written PENDING_CHARS at a time, not a Buffer.write per small string. */
  private pending = '';

  constructor(initialBytes = 16 * 1024) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
  }

  get length(): number {
    this.flush();
    return this.offset;
  }

  /**
   * Writes value as JSON.stringify would (undefined as null), descending `depth` levels of objects; an array within
   * them is written ARRAY_SLICE elements at a time.
   */
  write(value: unknown, depth = 2): void {
    if (depth > 0 && Array.isArray(value) && !hasToJson(value)) {
      // A slice of elements per JSON.stringify (its brackets dropped): each element as it would be in the whole.
      this.text('[');
      for (let i = 0; i < value.length; i += ARRAY_SLICE) {
        const part = JSON.stringify(value.slice(i, i + ARRAY_SLICE));
        this.text(i > 0 ? `,${part.slice(1, -1)}` : part.slice(1, -1));
      }
      this.text(']');
      return;
    }
    if (depth > 0 && isPlainObject(value)) {
      this.text('{');
      let first = true;
      for (const key of Object.keys(value)) {
        const item = value[key];
        if (omitted(item)) continue;
        if (!first) this.text(',');
        first = false;
        this.text(JSON.stringify(key));
        this.text(':');
        this.write(item, depth - 1);
      }
      this.text('}');
      return;
    }
    // JSON.stringify answers undefined for undefined, a function or a symbol: null, as serializedData writes it.
    this.text(JSON.stringify(value) ?? 'null');
  }

  /** The bytes written from start to end, as a view of the buffer (take views once nothing more is written). */
  bytes(start: number, end: number): Buffer {
    this.flush();
    return this.buffer.subarray(start, end);
  }

  /** Bytes already JSON, copied in. */
  append(bytes: Buffer): void {
    this.flush();
    this.grow(bytes.length);
    this.offset += bytes.copy(this.buffer, this.offset);
  }

  private text(s: string): void {
    this.pending += s;
    if (this.pending.length >= PENDING_CHARS) this.flush();
  }

  private flush(): void {
    const s = this.pending;
    if (s.length === 0) return;
    this.pending = '';
    // A UTF-16 code unit is at most 3 bytes of UTF-8: the exact count only when that bound does not fit.
    if (this.offset + s.length * 3 > this.buffer.length) this.grow(Buffer.byteLength(s));
    this.offset += this.buffer.write(s, this.offset);
  }

  private grow(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.offset + bytes));
    this.buffer.copy(grown, 0, 0, this.offset);
    this.buffer = grown;
  }
}

/** Elements of an array stringified together: a few KB of JSON (rows of an import), few calls per event. */
const ARRAY_SLICE = 32;

/** Well under V8's large-object size (128 KB): the gathered text is a young string that dies at the write. */
const PENDING_CHARS = 16 * 1024;

const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || hasToJson(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
