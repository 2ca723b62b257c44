import { cfbReader } from './cfb-reader.js';
import { excelDates } from './excel-dates.js';
import { xlsScanner } from './xls-scanner.js';
import { xlsxScanner } from './xlsx-scanner.js';

/** Rows per message from the worker: the main thread receives the sheet in pieces, never one huge clone. */
export const ROWS_PER_MESSAGE = 2000;

/**
 * The parse worker's code, run with `eval` so the same file works from the TypeScript sources (tests) and the
 * build; it runs in its own heap (resourceLimits) and posts `sheet`, `rows` (in pieces), then `done` or `error`
 * with a refusal code. The hidden index sheet goes first; while `piecesAhead` pieces of rows are not yet taken
 * by the API (a shared counter), the worker waits, so the rows in flight stay a few thousand.
 * - An .xlsx is streamed: each part is inflated from the zip as it is read and scanned by xlsxScanner (its source
 *   text is part of this code, and so is excelDates, the date rules it shares with xlsScanner), so neither the
 *   sheet XML nor a workbook object is ever whole in memory.
 * - An .xls (OLE compound file) is opened with cfbReader, which reads the directory and checks the Workbook
 *   stream's chain: encrypted packages, macros and a file without a workbook stream are refused; a BIFF8 Workbook
 *   stream is then read by xlsScanner, sheet by sheet, from the file page by page (the file stays open until then).
 * - Anything else (BIFF5 .xls, .xlsb) is read with SheetJS as a whole, SheetJS loaded only then.
 */
export const PARSE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { StringDecoder } = require('node:string_decoder');
const dates = (${excelDates.toString()})();
const scanner = (${xlsxScanner.toString()})(dates);
const xlsScanner = (${xlsScanner.toString()})(dates);
const cfb = (${cfbReader.toString()})();
const ROWS_PER_MESSAGE = ${ROWS_PER_MESSAGE};
const MAX_SMALL_PART_CHARS = 32 * 1024 * 1024;
const refusal = (code, detail) => ({ scanRefusal: code, detail });

const ahead = workerData.ahead;

/** Rows in pieces; while the API has not taken piecesAhead of them, waits (the API's memory stays bounded). */
function postRows(rows) {
  for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
    for (let n = Atomics.load(ahead, 0); n >= workerData.piecesAhead; n = Atomics.load(ahead, 0))
      Atomics.wait(ahead, 0, n, 50);
    Atomics.add(ahead, 0, 1);
    parentPort.postMessage({ kind: 'rows', rows: rows.slice(i, i + ROWS_PER_MESSAGE) });
  }
}

/** The index sheet first: the API needs it to know the other sheets' layouts before their rows. */
const indexFirst = (sheets) => [
  ...sheets.filter((s) => s.name === workerData.firstSheet),
  ...sheets.filter((s) => s.name !== workerData.firstSheet),
];

/** The text of a zip entry, chunk by chunk as it inflates; more than it declared is a zip bomb. */
async function* partText(fd, entry) {
  const local = Buffer.alloc(30);
  fs.readSync(fd, local, 0, 30, entry.localHeaderOffset);
  if (local.readUInt32LE(0) !== 0x04034b50) throw refusal('FILE_UNREADABLE', 'bad local header');
  const start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) throw refusal('FILE_UNREADABLE', 'compression ' + entry.method);
  if (entry.compressedSize === 0) return;
  const source = fs.createReadStream(workerData.path, {
    start, end: start + entry.compressedSize - 1, highWaterMark: 256 * 1024,
  });
  let bytes = source;
  if (entry.method === 8) {
    const inflate = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
    source.on('error', (e) => inflate.destroy(e));
    bytes = source.pipe(inflate);
  }
  const decoder = new StringDecoder('utf8');
  let seen = 0;
  try {
    for await (const chunk of bytes) {
      seen += chunk.length;
      if (seen > entry.uncompressedSize) throw refusal('FILE_ZIP_BOMB', entry.name);
      yield decoder.write(chunk);
    }
  } finally {
    source.destroy();
  }
  yield decoder.end();
}

async function smallPart(fd, entries, name) {
  const entry = entries.get(name.toLowerCase());
  if (!entry) return null;
  let text = '';
  for await (const chunk of partText(fd, entry)) {
    text += chunk;
    if (text.length > MAX_SMALL_PART_CHARS) throw refusal('FILE_TOO_COMPLEX', name);
  }
  return text;
}

async function streamXlsx() {
  const entries = new Map(workerData.entries.map((e) => [e.name.toLowerCase(), e]));
  const fd = fs.openSync(workerData.path, 'r');
  try {
    const book = scanner.workbook((await smallPart(fd, entries, 'xl/workbook.xml')) || '');
    if (book.externalNames) return { kind: 'error', code: 'FILE_EXTERNAL_LINKS' };
    const rels = scanner.relationships((await smallPart(fd, entries, 'xl/_rels/workbook.xml.rels')) || '');
    const dateStyles = scanner.dateStyles((await smallPart(fd, entries, 'xl/styles.xml')) || '');
    let strings = [];
    const table = entries.get('xl/sharedstrings.xml');
    if (table) {
      const reader = scanner.sharedStrings(workerData.maxStrings);
      for await (const text of partText(fd, table)) reader.push(text);
      strings = reader.end();
    }
    const counted = { rows: 0, cells: 0 };
    const limits = { maxRows: workerData.maxRows, maxCells: workerData.maxCells };
    for (const sheet of indexFirst(book.sheets)) {
      parentPort.postMessage({ kind: 'sheet', name: sheet.name });
      const path = rels.get(sheet.relationshipId);
      const entry = path && /^xl\\/worksheets\\//i.test(path) ? entries.get(path.toLowerCase()) : undefined;
      if (!entry) continue;
      const reader = scanner.sheetRows({ strings, dateStyles, date1904: book.date1904, limits, counted });
      let pending = [];
      for await (const text of partText(fd, entry)) {
        const rows = reader.push(text);
        for (const row of rows) pending.push(row);
        if (pending.length >= ROWS_PER_MESSAGE) {
          postRows(pending);
          pending = [];
        }
      }
      for (const row of reader.end()) pending.push(row);
      postRows(pending);
    }
    return { kind: 'done' };
  } finally {
    fs.closeSync(fd);
  }
}

function readXls() {
  const fd = fs.openSync(workerData.path, 'r');
  try {
    const file = cfb.open((buffer, offset, length, position) => fs.readSync(fd, buffer, offset, length, position), fs.fstatSync(fd).size);
    const names = file.paths.map((p) => p.toLowerCase());
    if (names.some((n) => /\\/(encryptioninfo|encryptedpackage)$/.test(n))) return { kind: 'error', code: 'FILE_ENCRYPTED' };
    if (names.some((n) => n.includes('_vba_project') || /\\/macros\\/?$/.test(n))) return { kind: 'error', code: 'FILE_HAS_MACROS' };
    if (!names.some((n) => /\\/(workbook|book)$/.test(n))) return { kind: 'error', code: 'FILE_TYPE' };
    const content = file.stream('Workbook');
    if (content && content.length >= 8 && content.readUInt16LE(0) === 0x0809 && content.readUInt16LE(4) === 0x0600) {
      const limits = { maxRows: workerData.maxRows, maxCells: workerData.maxCells, maxStrings: workerData.maxStrings };
      xlsScanner.read(content, limits, indexFirst, {
        piece: ROWS_PER_MESSAGE,
        onSheet: (name) => parentPort.postMessage({ kind: 'sheet', name }),
        onRows: postRows,
      });
      return { kind: 'done' };
    }
  } finally {
    fs.closeSync(fd);
  }
  return withSheetJs();
}

function withSheetJs() {
  const XLSX = require(workerData.xlsxPath);
  const data = fs.readFileSync(workerData.path);
  let book;
  try {
    book = XLSX.read(data, {
      type: 'buffer', dense: true, cellDates: true, cellFormula: false, cellHTML: false, cellText: false,
      cellStyles: false, bookVBA: false, sheetRows: workerData.maxRows + 2,
    });
  } catch (e) {
    const text = String(e && e.message || e);
    if (/password|encrypt/i.test(text)) return { kind: 'error', code: 'FILE_ENCRYPTED' };
    return { kind: 'error', code: 'FILE_UNREADABLE', detail: text.slice(0, 200) };
  }
  if (book.Workbook && Array.isArray(book.Workbook.Names) && book.Workbook.Names.some((n) => /\\[\\d+\\]/.test(String(n.Ref || ''))))
    return { kind: 'error', code: 'FILE_EXTERNAL_LINKS' };
  let total = 0;
  for (const { name } of indexFirst(book.SheetNames.map((name) => ({ name })))) {
    const rows = XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true });
    total += Math.max(0, rows.length - 1);
    if (total > workerData.maxRows) return { kind: 'error', code: 'FILE_TOO_MANY_ROWS' };
    parentPort.postMessage({ kind: 'sheet', name });
    postRows(rows);
    book.Sheets[name] = null;
  }
  return { kind: 'done' };
}

async function main() {
  try {
    const streamed = workerData.format === 'xlsx' && workerData.entries.some((e) => e.name.toLowerCase() === 'xl/workbook.xml');
    if (streamed) return await streamXlsx();
    return workerData.format === 'xls' ? readXls() : withSheetJs();
  } catch (e) {
    if (e && e.scanRefusal) return { kind: 'error', code: e.scanRefusal, detail: e.detail };
    return { kind: 'error', code: 'FILE_UNREADABLE', detail: String(e && e.message || e).slice(0, 200) };
  }
}
main().then((answer) => parentPort.postMessage(answer));
`;
