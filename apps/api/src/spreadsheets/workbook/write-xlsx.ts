import { LISTS_SHEET, looksLikeFormula } from '@ghg/domain';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { INDEX_SHEET, type WorkbookContent, type WorksheetContent } from './workbook-content.js';

/** What the .xlsx writer reads: a workbook's sheets without their section layout (the portfolio export has none). */
export type XlsxContent = Omit<WorkbookContent, 'sheets'> & {
  readonly sheets: readonly Omit<WorksheetContent, 'layout'>[];
};

/** Rows a drop-down covers below the header (an export's rows plus room to add a year of data). */
const VALIDATED_ROWS = 5000;

/**
 * Writes the workbook as .xlsx to `out`, row by row (the streaming writer keeps memory flat for 100,000 rows).
 * Headers bold and frozen, read-only columns grey, drop-downs on every enumerated column (lists on a hidden
 * sheet: Excel caps an inline list at 255 characters), text that looks like a formula kept as text.
 */
export async function writeXlsx(content: XlsxContent, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'GHG Ledger';
  const lists = new Map<string, string>();
  const listColumns: string[][] = [];
  const listRange = (choices: string[]): string => {
    const key = JSON.stringify(choices);
    const found = lists.get(key);
    if (found) return found;
    const letter = columnName(listColumns.length);
    listColumns.push(choices);
    const range = `${LISTS_SHEET}!$${letter}$1:$${letter}$${Math.max(1, choices.length)}`;
    lists.set(key, range);
    return range;
  };
  if (content.instructions) {
    const sheet = workbook.addWorksheet(content.instructions[0]?.[0] ?? 'Instructions');
    for (const line of content.instructions.slice(1)) sheet.addRow(line).commit();
    sheet.getColumn(1).width = 110;
    sheet.commit();
  }
  for (const s of content.sheets) {
    const sheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    s.header.forEach((h, i) => {
      sheet.getColumn(i + 1).width = Math.min(40, Math.max(12, h.length + 2));
    });
    const header = sheet.addRow(s.header);
    header.font = { bold: true };
    s.readOnly.forEach((ro, i) => {
      if (ro) header.getCell(i + 1).fill = GREY;
    });
    header.commit();
    for (const values of s.rows) {
      const row = sheet.addRow(values);
      values.forEach((v, i) => {
        if (typeof v === 'string' && looksLikeFormula(v)) row.getCell(i + 1).numFmt = '@';
        if (s.readOnly[i]) row.getCell(i + 1).fill = GREY;
      });
      row.commit();
    }
    const last = Math.max(VALIDATED_ROWS, s.rows.length + 1);
    s.choices.forEach((choices, i) => {
      if (!choices || choices.length === 0) return;
      const letter = columnName(i);
      (sheet as unknown as WithValidations).dataValidations.add(`${letter}2:${letter}${last}`, {
        type: 'list',
        allowBlank: true,
        formulae: [listRange(choices)],
        showErrorMessage: true,
      });
    });
    sheet.commit();
  }
  const listsSheet = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const height = Math.max(0, ...listColumns.map((c) => c.length));
  for (let r = 0; r < height; r += 1) listsSheet.addRow(listColumns.map((c) => c[r] ?? null)).commit();
  listsSheet.commit();
  const index = workbook.addWorksheet(INDEX_SHEET, { state: 'hidden' });
  for (const line of content.index) index.addRow(line).commit();
  index.commit();
  await workbook.commit();
}

/** The streaming writer's sheets keep drop-downs too; exceljs' types declare them on Worksheet models only. */
type WithValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

const GREY: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };

function columnName(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
