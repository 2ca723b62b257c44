/** How a workbook says a number is a date: by its cell's number format. One set of rules for .xlsx and .xls. */
export interface ExcelDates {
  /** Whether number format `id` shows a date or time: its `code` when the workbook defines one, else built in. */
  isDateFormat(id: number, code: string | undefined): boolean;
  /** A serial day number (days since the workbook's epoch, the fraction the time of day) as a Date in UTC. */
  serialDate(serial: number, date1904: boolean): Date;
}

/**
 * The rules both scanners read dates by. Self-contained (no imports, no outer references) for the same reason as
 * the scanners: the parse worker runs it from its source text and hands the result to both of them.
 */
export function excelDates(): ExcelDates {
  /** The built-in number formats that show a date or time (the same ids in .xlsx and in BIFF8 .xls). */
  const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
  /** A number format that shows a date or time: d, m, y, h, s outside quotes, escapes and [colours]. */
  const formatIsDate = (code: string): boolean => {
    const bare = code
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/_./g, '')
      .replace(/\[(?![hms]+\])[^\]]*\]/gi, '')
      .replace(/General/gi, '');
    return /[dmyhs]/i.test(bare) || /AM\/PM|A\/P/i.test(bare);
  };
  return {
    isDateFormat: (id, code) => (code !== undefined ? formatIsDate(code) : BUILTIN_DATES.has(id)),
    serialDate(serial, date1904) {
      const day = 86_400_000;
      if (date1904) return new Date(Date.UTC(1904, 0, 1) + Math.round(serial * day));
      // Excel counts 1900-02-29 (serial 60), which never was: serials before it are a day early.
      return new Date(Date.UTC(1899, 11, 30) + Math.round((serial < 61 ? serial + 1 : serial) * day));
    },
  };
}
