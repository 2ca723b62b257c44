import type { ExcelDates } from './excel-dates.js';

/** A cell as the scanner hands it over (the domain's RawCell without `undefined`). */
export type ScannedCell = string | number | boolean | Date | null;

/** A refusal the parse worker turns into a SheetFileError code. */
export interface ScanRefusal {
  readonly scanRefusal:
    | 'FILE_UNREADABLE'
    | 'FILE_TOO_COMPLEX'
    | 'FILE_TOO_MANY_ROWS'
    | 'FILE_TOO_MANY_CELLS'
    | 'FILE_TOO_MANY_STRINGS';
  readonly detail: string;
}

export interface ScannedWorkbook {
  readonly sheets: { name: string; relationshipId: string }[];
  readonly date1904: boolean;
  /** A defined name pointing into another workbook ([1]Sheet!A1): an external link. */
  readonly externalNames: boolean;
}

export interface RowScanLimits {
  /** Data rows (below the header) of all sheets together. */
  readonly maxRows: number;
  /** Cells of all sheets together, blanks in a row's span included. */
  readonly maxCells: number;
}

export interface XlsxScanner {
  workbook(xml: string): ScannedWorkbook;
  /** Relationship id → part path inside the zip (targets resolved against `xl/`). */
  relationships(xml: string): Map<string, string>;
  /** Per cell style (`s`): whether its number format shows a date (then the cell is a Date). */
  dateStyles(xml: string): boolean[];
  /** The shared-string table, fed in chunks of text; refuses past `maxStrings`. */
  sharedStrings(maxStrings: number): { push(text: string): void; end(): string[] };
  /** One worksheet's rows, fed in chunks of text; each call answers the rows completed so far. */
  sheetRows(context: {
    strings: readonly string[];
    dateStyles: readonly boolean[];
    date1904: boolean;
    limits: RowScanLimits;
    /** Rows and cells already read from earlier sheets (the limits are for the workbook). */
    counted: { rows: number; cells: number };
  }): { push(text: string): ScannedCell[][]; end(): ScannedCell[][] };
}

/**
 * A purpose-built reader of the parts of an .xlsx an import needs (workbook, relationships, styles, shared
 * strings, worksheet rows), scanning the XML text in chunks as it is inflated so a 100,000-row sheet never sits
 * whole in memory, neither as text nor as a workbook object. It is lenient like spreadsheet programs are (unknown
 * elements and namespace prefixes are skipped) and strict where memory is at stake: an element longer than
 * MAX_ELEMENT_CHARS, rows or cells past the limits, rows out of order are refused (thrown as ScanRefusal).
 *
 * The factory is self-contained (no imports, no outer references; `dates` comes in as an argument) because the parse
 * worker runs it from its source text (`xlsxScanner.toString()`): the same code serves the TypeScript tests and the
 * build.
 */
export function xlsxScanner(dates: ExcelDates): XlsxScanner {
  const MAX_ELEMENT_CHARS = 8 * 1024 * 1024;
  const MAX_COLUMNS = 16_384;
  const refuse = (scanRefusal: ScanRefusal['scanRefusal'], detail: string): never => {
    throw { scanRefusal, detail } satisfies ScanRefusal;
  };
  const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
  const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const codePoint = (n: number): string => (n > 0x10ffff ? '\ufffd' : String.fromCodePoint(n));
  const unescape = (text: string): string => {
    let out = text;
    if (out.includes('&'))
      out = out.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
        name ? (NAMED[name] ?? '') : codePoint(dec ? Number(dec) : parseInt(hex ?? '0', 16)),
      );
    if (out.includes('_x'))
      out = out.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return out;
  };
  const attr = (attrs: string, name: string): string | null => {
    const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
    return found ? unescape(found[1] ?? found[2] ?? '') : null;
  };
  /** Text of a rich or plain string (<si>, <is>): every <t>, phonetic runs (<rPh>) left out. */
  const TEXT_RUN =
    /<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>|<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g;
  const SIMPLE_TEXT = /^<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>$/;
  const stringOf = (xml: string): string => {
    const simple = SIMPLE_TEXT.exec(xml);
    if (simple) return unescape(simple[1] ?? '');
    let out = '';
    TEXT_RUN.lastIndex = 0;
    for (let m = TEXT_RUN.exec(xml); m; m = TEXT_RUN.exec(xml)) if (m[1] !== undefined) out += m[1];
    return unescape(out);
  };

  /** Complete elements of one kind out of text arriving in chunks; an unfinished one waits for more. */
  const elements = (pattern: RegExp, onElement: (m: RegExpExecArray) => void) => {
    let pending = '';
    const drain = (final: boolean) => {
      let consumed = 0;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(pending); m; m = pattern.exec(pending)) {
        onElement(m);
        consumed = pattern.lastIndex;
      }
      pending = pending.slice(consumed);
      if (pending.length > MAX_ELEMENT_CHARS) refuse('FILE_TOO_COMPLEX', 'an element too long');
      if (final && /<(?:\w+:)?(?:row|si)\b/.test(pending)) refuse('FILE_UNREADABLE', 'an unfinished element');
    };
    return {
      head: () => pending,
      push(text: string) {
        pending += text;
        drain(false);
      },
      end() {
        drain(true);
      },
    };
  };

  const columnIndex = (letters: string): number => {
    let n = 0;
    for (let i = 0; i < letters.length; i += 1) n = n * 26 + (letters.charCodeAt(i) - 64);
    return n - 1;
  };

  const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  const VALUE = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/;
  const INLINE = /<(?:\w+:)?is(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?is>/;
  const PLAIN_CELL =
    /<c r="([A-Z]{1,3})\d+"(?: s="(\d+)")?(?: t="(s|str|n|b|inlineStr)")?(?:\/>|>(?:<v>([^<&]*)<\/v>|<is><t(?: xml:space="preserve")?>([^<&]*)<\/t><\/is>)?<\/c>)/y;
  const CELL_REF = /(?:^|\s)r\s*=\s*"\$?([A-Za-z]{1,3})\$?(\d*)"/;
  const CELL_TYPE = /(?:^|\s)t\s*=\s*"(\w+)"/;
  const CELL_STYLE = /(?:^|\s)s\s*=\s*"(\d+)"/;
  const ROW_NUMBER = /(?:^|\s)r\s*=\s*"(\d+)"/;
  const DIMENSION = /<(?:\w+:)?dimension\s+ref\s*=\s*"\$?[A-Za-z]{1,3}\$?(\d+)/;

  return {
    workbook(xml) {
      const sheets: ScannedWorkbook['sheets'] = [];
      const SHEET = /<(?:\w+:)?sheet\b([^>]*?)\/?>/g;
      for (let m = SHEET.exec(xml); m; m = SHEET.exec(xml)) {
        const attrs = m[1] ?? '';
        const name = attr(attrs, 'name');
        const id = /(?:^|\s)[\w]+:id\s*=\s*"([^"]*)"/.exec(attrs)?.[1] ?? attr(attrs, 'id');
        if (name !== null && id) sheets.push({ name, relationshipId: id });
      }
      const properties = /<(?:\w+:)?workbookPr\b([^>]*)>/.exec(xml)?.[1] ?? '';
      const date1904 = /^(1|true)$/i.test(attr(properties, 'date1904') ?? '');
      const NAME = /<(?:\w+:)?definedName\b[^>]*>([\s\S]*?)<\/(?:\w+:)?definedName>/g;
      let externalNames = false;
      for (let m = NAME.exec(xml); m; m = NAME.exec(xml))
        if (/\[\d+\]/.test(m[1] ?? '')) externalNames = true;
      return { sheets, date1904, externalNames };
    },

    relationships(xml) {
      const out = new Map<string, string>();
      const REL = /<(?:\w+:)?Relationship\b([^>]*?)\/?>/g;
      for (let m = REL.exec(xml); m; m = REL.exec(xml)) {
        const id = attr(m[1] ?? '', 'Id');
        const target = attr(m[1] ?? '', 'Target');
        if (!id || !target || /^[a-z]+:/i.test(target)) continue;
        const parts = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/');
        const path: string[] = [];
        for (const part of parts) {
          if (part === '..') path.pop();
          else if (part !== '.' && part !== '') path.push(part);
        }
        out.set(id, path.join('/'));
      }
      return out;
    },

    dateStyles(xml) {
      const custom = new Map<number, string>();
      const FORMAT = /<(?:\w+:)?numFmt\b([^>]*?)\/?>/g;
      for (let m = FORMAT.exec(xml); m; m = FORMAT.exec(xml))
        custom.set(Number(attr(m[1] ?? '', 'numFmtId')), attr(m[1] ?? '', 'formatCode') ?? '');
      const cellXfs = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(xml)?.[1] ?? '';
      const out: boolean[] = [];
      const XF = /<(?:\w+:)?xf\b([^>]*?)\/?>/g;
      for (let m = XF.exec(cellXfs); m; m = XF.exec(cellXfs)) {
        const id = Number(attr(m[1] ?? '', 'numFmtId') ?? 0);
        const code = custom.get(id);
        out.push(dates.isDateFormat(id, code));
      }
      return out;
    },

    sharedStrings(maxStrings) {
      const strings: string[] = [];
      const reader = elements(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g, (m) => {
        if (strings.length >= maxStrings) refuse('FILE_TOO_MANY_STRINGS', String(strings.length + 1));
        strings.push(m[1] === undefined ? '' : stringOf(m[1]));
      });
      return {
        push: (text) => reader.push(text),
        end: () => {
          reader.end();
          return strings;
        },
      };
    },

    sheetRows({ strings, dateStyles, date1904, limits, counted }) {
      let origin = -1;
      let next = 0;
      let out: ScannedCell[][] = [];
      let dimensionRow = -1;
      const cellValue = (attrs: string, body: string | undefined): ScannedCell => {
        if (body === undefined) return null;
        const type = CELL_TYPE.exec(attrs)?.[1] ?? 'n';
        if (type === 'inlineStr') {
          const inline = INLINE.exec(body);
          return inline ? stringOf(inline[1] ?? '') : null;
        }
        const raw = VALUE.exec(body)?.[1];
        if (raw === undefined) return null;
        switch (type) {
          case 's':
            return strings[Number(raw)] ?? null;
          case 'str':
            return unescape(raw);
          case 'b':
            return raw.trim() === '1' || raw.trim() === 'true';
          case 'e':
            return null;
          case 'd':
            return new Date(raw.trim());
          default: {
            const n = Number(raw);
            if (raw.trim() === '' || Number.isNaN(n)) return null;
            const style = Number(CELL_STYLE.exec(attrs)?.[1] ?? 0);
            return dateStyles[style] === true ? dates.serialDate(n, date1904) : n;
          }
        }
      };
      /** The common shape (r, s, t in this order, a value or inline text without entities) read by one sticky match. */
      const plainValue = (style?: string, type?: string, raw?: string, inline?: string): ScannedCell => {
        if (type === 'inlineStr') return inline === undefined ? null : unescape(inline);
        if (raw === undefined) return null;
        if (type === 's') return strings[Number(raw)] ?? null;
        if (type === 'str') return unescape(raw);
        if (type === 'b') return raw === '1' || raw === 'true';
        const n = Number(raw);
        if (raw.trim() === '' || Number.isNaN(n)) return null;
        return style !== undefined && dateStyles[Number(style)] === true ? dates.serialDate(n, date1904) : n;
      };
      const reader = elements(ROW, (m) => {
        if (dimensionRow < 0) dimensionRow = Number(DIMENSION.exec(reader.head())?.[1] ?? 0);
        const declared = ROW_NUMBER.exec(m[1] ?? '')?.[1];
        const number = declared === undefined ? (origin < 0 ? 1 : origin + next) : Number(declared);
        if (origin < 0) origin = dimensionRow > 0 ? Math.min(dimensionRow, number) : number;
        const index = number - origin;
        if (index < next) refuse('FILE_UNREADABLE', `row ${number} out of order`);
        if (counted.rows + index > limits.maxRows) refuse('FILE_TOO_MANY_ROWS', String(number));
        for (; next < index; next += 1) out.push([]);
        const cells: ScannedCell[] = [];
        const body = m[2];
        const place = (ref: string | undefined, value: ScannedCell) => {
          const column = ref === undefined ? cells.length : columnIndex(ref.toUpperCase());
          if (column >= MAX_COLUMNS || column < cells.length)
            refuse('FILE_UNREADABLE', `cell ${ref ?? '?'}${number} out of place`);
          while (cells.length < column) cells.push(null);
          cells.push(value);
        };
        for (let at = 0; body !== undefined;) {
          PLAIN_CELL.lastIndex = at;
          const plain = PLAIN_CELL.exec(body);
          if (plain) {
            place(plain[1], plainValue(plain[2], plain[3], plain[4], plain[5]));
            at = PLAIN_CELL.lastIndex;
            continue;
          }
          CELL.lastIndex = at;
          const c = CELL.exec(body);
          if (!c) break;
          place(CELL_REF.exec(c[1] ?? '')?.[1], cellValue(c[1] ?? '', c[2]));
          at = CELL.lastIndex;
        }
        counted.cells += cells.length;
        if (counted.cells > limits.maxCells) refuse('FILE_TOO_MANY_CELLS', String(counted.cells));
        out.push(cells);
        next = index + 1;
      });
      const take = (): ScannedCell[][] => {
        const done = out;
        out = [];
        return done;
      };
      return {
        push(text) {
          reader.push(text);
          return take();
        },
        end() {
          reader.end();
          if (next > 0) counted.rows += next - 1;
          return take();
        },
      };
    },
  };
}
