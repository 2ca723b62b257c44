import { loadExcelJs } from '../../shared/office-libraries.js';

/**
 * The same rows as an Excel workbook: one sheet, bold frozen header with an autofilter, columns wide enough to
 * read. Cells are text (values as the CSV writes them), so nothing a user typed can run as a formula.
 */
export async function auditXlsx(rows: readonly (readonly string[])[], sheetName: string): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'GHG Ledger';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) sheet.addRow([...row]);
  const header = rows[0] ?? [];
  sheet.getRow(1).font = { bold: true };
  if (header.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  header.forEach((_, i) => {
    const widest = Math.max(...rows.map((r) => (r[i] ?? '').length));
    sheet.getColumn(i + 1).width = Math.min(60, Math.max(10, widest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
