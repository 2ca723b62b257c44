/** UTF-8 byte order mark: Excel opens a CSV as UTF-8 (Polish letters intact) only when the file starts with it. */
export const BOM = '\uFEFF';

/**
 * The auditor page's export as CSV: UTF-8 with a BOM, RFC 4180 quoting and CRLF lines, the separator of the
 * language's Excel (';' in Polish, where ',' is the decimal separator; ',' in English).
 */
export function auditCsv(rows: readonly (readonly string[])[], separator: string): string {
  return BOM + rows.map((row) => `${row.map((c) => csvCell(c, separator)).join(separator)}\r\n`).join('');
}

/**
 * Quotes a cell when it holds the separator, a quote or a line break. A cell a spreadsheet would run as a formula
 * (=, +, @, or - not starting a number) gets a leading apostrophe: typed text must never execute.
 */
export function csvCell(value: string | null, separator = ','): string {
  if (value === null) return '';
  const safe = /^[=+@\t\r]|^-(?![\d.,])/.test(value) ? `'${value}` : value;
  const special = safe.includes(separator) || /["\r\n]/.test(safe);
  return special ? `"${safe.replace(/"/g, '""')}"` : safe;
}
