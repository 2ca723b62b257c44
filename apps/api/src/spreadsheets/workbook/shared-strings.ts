/** Head of every XML part of the workbook. */
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const MARKUP = /[&<>"]/;

/** Text as XML: markup escaped, characters XML cannot hold dropped, `_xHHHH_` kept literal (OOXML escapes it). */
export function xmlText(text: string): string {
  let out = text;
  if (MARKUP.test(out))
    out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  if (out.search(NOT_XML) >= 0) out = out.replace(NOT_XML, '');
  if (out.includes('_x')) out = out.replace(/_(x[0-9a-fA-F]{4}_)/g, '_x005F_$1');
  return out;
}

/** Entries of the table per piece handed to the zip writer. */
const ENTRIES_PER_PIECE = 1000;

/**
 * The workbook's shared-string table: each distinct text stored once, cells carry its index. Texts are kept as
 * given and escaped when the table is written: one string per entry held to the end of the file, not two.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly texts: string[] = [];
  private count = 0;

  of(text: string): number {
    this.count += 1;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.texts.length;
      this.index.set(text, i);
      this.texts.push(text);
    }
    return i;
  }

  /** A cell refers again to the text of index `i` (found without a look-up: the cell above it had the same). */
  again(i: number): number {
    this.count += 1;
    return i;
  }

  *part(): Generator<string> {
    yield `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.texts.length}">`;
    for (let from = 0; from < this.texts.length; from += ENTRIES_PER_PIECE) {
      let piece = '';
      const to = Math.min(this.texts.length, from + ENTRIES_PER_PIECE);
      for (let i = from; i < to; i += 1)
        piece += `<si><t xml:space="preserve">${xmlText(this.texts[i]!)}</t></si>`;
      yield piece;
    }
    yield '</sst>';
  }
}
