/** ASCII text as bytes, built once (markup a writer repeats for every cell). */
export const asciiBytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * XML built straight into bytes: a piece of a sheet as the zip writer takes it. Markup comes as ready bytes,
 * numbers and row numbers as ASCII; no string per cell is built, joined and then encoded again (building the
 * sheet as strings spent as much time on the garbage and the copies as on the XML).
 */
export class XmlBytes {
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  /** Bytes the next piece starts with room for: about the size of the last. */
  private capacity = 64 * 1024;

  /** Room for `n` more bytes. */
  room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.capacity, this.buf.length * 2, this.pos + n));
    this.buf.copy(grown, 0, 0, this.pos);
    this.buf = grown;
  }

  /** Ready markup (the caller made room). */
  bytes(b: Uint8Array): void {
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < b.length; i += 1) buf[pos++] = b[i]!;
    this.pos = pos;
  }

  /** Text known to be ASCII without markup, e.g. a number as JavaScript prints it (the caller made room). */
  ascii(text: string): void {
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i += 1) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** Any text (already escaped for XML) as UTF-8; makes its own room. */
  utf8(text: string): void {
    this.room(text.length * 3);
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) {
        this.pos = pos + buf.write(text.slice(i), pos, 'utf8');
        return;
      }
      buf[pos++] = c;
    }
    this.pos = pos;
  }

  /** A non-negative integer in decimal (the caller made room for 16 bytes). */
  integer(n: number): void {
    if (n < 10) {
      this.buf[this.pos++] = 48 + n;
      return;
    }
    this.ascii(String(n));
  }

  /** The bytes built so far, handed over (the next piece gets a buffer of its own). */
  take(): Buffer {
    const done = this.buf.subarray(0, this.pos);
    this.capacity = Math.max(this.capacity, this.pos + (this.pos >> 3));
    this.buf = Buffer.alloc(0);
    this.pos = 0;
    return done;
  }
}
