import { columnLetter, type WrittenCell } from '@ghg/domain';
import { type SharedStrings, xmlText } from './shared-strings.js';
import { asciiBytes, type XmlBytes } from './xml-bytes.js';

/** Cell styles (cellXfs of styles.xml): header bold, read-only grey, text that looks like a formula '@'. */
export const STYLE = {
  plain: 0,
  header: 1,
  headerReadOnly: 2,
  readOnly: 3,
  text: 4,
  textReadOnly: 5,
} as const;

/** First characters that make a spreadsheet program run a text as a formula (domain's looksLikeFormula). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0)));

/** The markup around a cell's reference and value, per kind of value, for one column (its style decided once). */
interface ColumnXml {
  /** `<c r="B`: the row number follows. */
  readonly open: Uint8Array;
  readonly number: Uint8Array;
  readonly text: Uint8Array;
  readonly formulaText: Uint8Array;
  /** A text written in its cell (`<is><t>`): columns whose texts rarely repeat. */
  readonly inline: { readonly text: Uint8Array; readonly formulaText: Uint8Array } | null;
  /** A cell without a value: nothing, or a styled empty cell (read-only columns stay grey). */
  readonly empty: Uint8Array | null;
}

const styled = (style: number): string => (style === STYLE.plain ? '' : ` s="${style}"`);

function columnXml(index: number, readOnly: boolean, inline: boolean): ColumnXml {
  const base = readOnly ? STYLE.readOnly : STYLE.plain;
  const text = readOnly ? STYLE.textReadOnly : STYLE.text;
  const inlined = (style: number) =>
    asciiBytes(`"${styled(style)} t="inlineStr"><is><t xml:space="preserve">`);
  return {
    open: asciiBytes(`<c r="${columnLetter(index)}`),
    number: asciiBytes(`"${styled(base)}><v>`),
    text: asciiBytes(`"${styled(base)} t="s"><v>`),
    formulaText: asciiBytes(`"${styled(text)} t="s"><v>`),
    inline: inline ? { text: inlined(base), formulaText: inlined(text) } : null,
    empty: readOnly ? asciiBytes(`"${styled(STYLE.readOnly)}/>`) : null,
  };
}

const ROW_OPEN = asciiBytes('<row r="');
const ROW_OPENED = asciiBytes('">');
const ROW_CLOSE = asciiBytes('</row>');
const VALUE_CLOSE = asciiBytes('</v></c>');
const INLINE_CLOSE = asciiBytes('</t></is></c>');
/** Bytes of a cell's markup at most, besides its value (the longest column letters and row number included). */
const CELL_ROOM = 64;

/**
 * A worksheet's rows as XML bytes, the hot loop of an export (100,000 rows of nine cells): each column's markup
 * is built once, a text repeated from the cell above reuses its shared-string index without a look-up, numbers
 * skip the formula check texts need, and texts of unique columns (row ids) are written in their cells: sharing
 * 100,000 texts that never repeat cost a look-up and a table entry each, kept alive to the end of the file.
 */
export class RowXml {
  private readonly columns: ColumnXml[] = [];
  private readonly lastText: (string | null)[] = [];
  private readonly lastIndex: number[] = [];

  constructor(
    private readonly strings: SharedStrings,
    private readonly readOnly: readonly boolean[],
    private readonly uniqueTexts: readonly boolean[] = [],
  ) {}

  private column(i: number): ColumnXml {
    for (let j = this.columns.length; j <= i; j += 1) {
      this.columns.push(columnXml(j, this.readOnly[j] === true, this.uniqueTexts[j] === true));
      this.lastText.push(null);
      this.lastIndex.push(-1);
    }
    return this.columns[i]!;
  }

  private textIndex(i: number, text: string): number {
    if (this.lastText[i] === text) return this.strings.again(this.lastIndex[i]!);
    const index = this.strings.of(text);
    this.lastText[i] = text;
    this.lastIndex[i] = index;
    return index;
  }

  /** Row `n` (1-based) into `out`: its cells up to the last value, read-only columns written even when empty. */
  row(n: number, cells: readonly WrittenCell[], out: XmlBytes): void {
    const r = String(n);
    const width = Math.max(cells.length, this.readOnly.length);
    out.room(32);
    out.bytes(ROW_OPEN);
    out.ascii(r);
    out.bytes(ROW_OPENED);
    for (let i = 0; i < width; i += 1) {
      const value = cells[i] ?? null;
      const column = this.column(i);
      if (typeof value === 'number' && Number.isFinite(value)) {
        const digits = String(value);
        out.room(CELL_ROOM + digits.length);
        out.bytes(column.open);
        out.ascii(r);
        out.bytes(column.number);
        out.ascii(digits);
        out.bytes(VALUE_CLOSE);
      } else if (typeof value === 'string') {
        const formula = value.length > 0 && FORMULA_START.has(value.charCodeAt(0));
        if (column.inline !== null && value.length > 0) {
          out.room(CELL_ROOM + 32);
          out.bytes(column.open);
          out.ascii(r);
          out.bytes(formula ? column.inline.formulaText : column.inline.text);
          out.utf8(xmlText(value));
          out.room(16);
          out.bytes(INLINE_CLOSE);
          continue;
        }
        const index = this.textIndex(i, value);
        out.room(CELL_ROOM + 16);
        out.bytes(column.open);
        out.ascii(r);
        out.bytes(formula ? column.formulaText : column.text);
        out.integer(index);
        out.bytes(VALUE_CLOSE);
      } else if (column.empty !== null) {
        out.room(CELL_ROOM);
        out.bytes(column.open);
        out.ascii(r);
        out.bytes(column.empty);
      }
    }
    out.room(8);
    out.bytes(ROW_CLOSE);
  }
}
