import { loadExcelJs } from '../../shared/office-libraries.js';
import type { Writable } from 'node:stream';

/** A cell that opens an address: written as an Excel hyperlink. */
export interface LinkCell {
  readonly text: string;
  readonly hyperlink: string;
}

export type DatapointCell = string | number | null | LinkCell;

/** A report laid out as datapoints: title lines above a header, then one row per datapoint. */
export interface DatapointsWorkbook {
  readonly sheetName: string;
  readonly title: readonly string[];
  readonly header: readonly string[];
  readonly widths: readonly number[];
  readonly rows: readonly (readonly DatapointCell[])[];
}

const isLink = (cell: DatapointCell): cell is LinkCell => typeof cell === 'object' && cell !== null;

/**
 * Writes a datapoint report (the VSME template's climate section) as .xlsx with the spreadsheets' streaming
 * writer: title lines, a bold frozen header, numbers as numbers, links as hyperlinks.
 */
export async function writeDatapointsXlsx(content: DatapointsWorkbook, out: Writable): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'GHG Ledger';
  const headerRow = content.title.length + 1;
  const sheet = workbook.addWorksheet(content.sheetName, { views: [{ state: 'frozen', ySplit: headerRow }] });
  content.widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
  content.title.forEach((line, i) => {
    const row = sheet.addRow([line]);
    if (i === 0) row.font = { bold: true, size: 14 };
    row.commit();
  });
  const header = sheet.addRow([...content.header]);
  header.font = { bold: true };
  header.commit();
  for (const cells of content.rows) {
    const row = sheet.addRow(
      cells.map((cell) => (isLink(cell) ? { text: cell.text, hyperlink: cell.hyperlink } : cell)),
    );
    cells.forEach((cell, i) => {
      if (isLink(cell)) row.getCell(i + 1).font = { color: { argb: 'FF0563C1' }, underline: true };
      // Datapoint ids and labels are text; an id such as "=…" would never be one, but text stays text.
      else if (typeof cell === 'string') row.getCell(i + 1).numFmt = '@';
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
