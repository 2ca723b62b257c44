/**
 * The office-file libraries, loaded on first use: exceljs and SheetJS are ~30 MB each of a process's memory, and
 * only exports and templates need them. The spreadsheet import's memory target (issue 17: < 300 MB for the API)
 * counts the API's resting size, which they would otherwise join at start.
 */
let excelJs: Promise<typeof import('exceljs')> | null = null;
let sheetJs: Promise<typeof import('@e965/xlsx')> | null = null;

export const loadExcelJs = (): Promise<typeof import('exceljs')> =>
  (excelJs ??= import('exceljs').then((m) => m.default ?? m));

export const loadSheetJs = (): Promise<typeof import('@e965/xlsx')> => (sheetJs ??= import('@e965/xlsx'));
