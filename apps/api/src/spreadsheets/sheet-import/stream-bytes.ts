/**
 * Random access to the bytes of a compound file's stream, in the shape of the Buffer methods the BIFF8 scanner
 * uses: a small stream is a Buffer, a large one is read from the file page by page (cfbReader), so a Workbook
 * stream of tens of megabytes is never whole in memory. Reads past the end throw, as a Buffer's do;
 * `toString` stops at the end, as a Buffer's does.
 */
export interface StreamBytes {
  readonly length: number;
  readUInt8(at: number): number;
  readUInt16LE(at: number): number;
  readInt32LE(at: number): number;
  readUInt32LE(at: number): number;
  readDoubleLE(at: number): number;
  toString(encoding: 'latin1' | 'utf16le', start: number, end: number): string;
}
