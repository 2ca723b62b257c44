/**
 * The parse worker's code, run with `eval` so the same file works from the TypeScript sources (tests) and the
 * build. It reads the upload with SheetJS in its own heap (resourceLimits) and posts back the sheets as rows of
 * plain cells, or a refusal code. An .xls (OLE compound file) is checked here: encrypted packages, macros and a
 * file without a workbook stream are refused before SheetJS parses it.
 */
export const PARSE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const XLSX = require(workerData.xlsxPath);
function main() {
  const data = fs.readFileSync(workerData.path);
  if (workerData.format === 'xls') {
    let cfb;
    try { cfb = XLSX.CFB.read(data, { type: 'buffer' }); } catch (e) { return { ok: false, code: 'FILE_UNREADABLE' }; }
    const names = cfb.FullPaths.map((p) => p.toLowerCase());
    if (names.some((n) => /\\/(encryptioninfo|encryptedpackage)$/.test(n))) return { ok: false, code: 'FILE_ENCRYPTED' };
    if (names.some((n) => n.includes('_vba_project') || /\\/macros\\/?$/.test(n))) return { ok: false, code: 'FILE_HAS_MACROS' };
    if (!names.some((n) => /\\/(workbook|book)$/.test(n))) return { ok: false, code: 'FILE_TYPE' };
  }
  let book;
  try {
    book = XLSX.read(data, {
      type: 'buffer', dense: true, cellDates: true, cellFormula: false, cellHTML: false, cellText: false,
      cellStyles: false, bookVBA: false, sheetRows: workerData.maxRows + 2,
    });
  } catch (e) {
    const text = String(e && e.message || e);
    if (/password|encrypt/i.test(text)) return { ok: false, code: 'FILE_ENCRYPTED' };
    return { ok: false, code: 'FILE_UNREADABLE', detail: text.slice(0, 200) };
  }
  if (book.Workbook && Array.isArray(book.Workbook.Names) && book.Workbook.Names.some((n) => /\\[\\d+\\]/.test(String(n.Ref || ''))))
    return { ok: false, code: 'FILE_EXTERNAL_LINKS' };
  const sheets = [];
  let total = 0;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    total += Math.max(0, rows.length - 1);
    if (total > workerData.maxRows) return { ok: false, code: 'FILE_TOO_MANY_ROWS' };
    sheets.push({ name, rows });
    book.Sheets[name] = null;
  }
  return { ok: true, sheets };
}
parentPort.postMessage(main());
`;
