import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openTable } from './factor-rows';
import { expect, test } from './sign-in';

// Spreadsheets (issue 17) in Chromium: a section's answers exported as .xlsx, the downloaded file edited with
// exceljs as a person would in a spreadsheet program, imported back (the table shows the new value), the import
// reverted (the table is as before), and a broken file refused with its cells named in the dialog — PL and EN.
// Heat (scope 2) holds seeded rows of every month but March 2025, the month this journey enters.

const MONTH = '03-2025';
const LITRES_OF_HEAT = 777;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe.configure({ mode: 'serial' });
// Each journey takes some 15 s on a quiet machine; a shared one (8 helpers on 2 cores) needs several times that.
test.beforeEach(() => test.setTimeout(150_000));

async function openSheetDialog(page: Page, root: '' | '/en'): Promise<{ table: Locator; dialog: Locator }> {
  if (root) await page.goto(`${root}/report`);
  const table = await openTableAt(page, root);
  await page.getByTestId('table-sheets').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('sheet-export-section')).toBeVisible();
  return { table, dialog };
}

async function openTableAt(page: Page, root: '' | '/en'): Promise<Locator> {
  if (!root) return openTable(page, 2, 'heat', 'heat');
  await page.goto(`${root}/report/scope-2/heat/questions-1`);
  await page.getByTestId('wizard-step-data-entry').click();
  const table = page.getByTestId('answer-table-heat');
  await expect(table).toBeVisible();
  return table;
}

async function exportedWorkbook(page: Page, dialog: Locator): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await dialog.getByTestId('sheet-export-section').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  return book;
}

/** The worksheet of the heat table (the visible one; the index and the drop-down lists are hidden). */
function heatSheet(book: ExcelJS.Workbook): { sheet: ExcelJS.Worksheet; column: (header: RegExp) => number } {
  const sheet = book.worksheets.find((w) => w.state !== 'hidden')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const column = (pattern: RegExp) => {
    const index = header.findIndex((h) => pattern.test(h));
    expect(index, `a column ${String(pattern)} among ${header.join(' | ')}`).toBeGreaterThan(0);
    return index;
  };
  return { sheet, column };
}

/** Adds a row of heat in GJ in Poland, each value under its own header (PL or EN). */
function addHeatRow(book: ExcelJS.Workbook, month: string, gigajoules: number): void {
  const { sheet, column } = heatSheet(book);
  const cells: unknown[] = [];
  cells[column(/^(Miesiąc|Month)/) - 1] = month;
  cells[column(/^(Zużycie|Consumption)/) - 1] = gigajoules;
  cells[column(/^(Jednostka|Unit)/) - 1] = 'GJ';
  cells[column(/^(Kraj|Country)/) - 1] = 'PL';
  sheet.addRow(cells);
}

async function upload(dialog: Locator, book: ExcelJS.Workbook, name: string): Promise<void> {
  await dialog.getByTestId('sheet-file-input').setInputFiles({
    name,
    mimeType: XLSX,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
}

/** The months and consumptions the table shows, row by row. */
async function tableRows(table: Locator): Promise<{ month: string; consumption: string }[]> {
  const values = (testId: string) =>
    table
      .getByTestId('answer-row')
      .getByTestId(testId)
      .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  const months = await values('cell-period');
  const consumptions = await values('cell-consumption');
  return months.map((month, i) => ({ month, consumption: consumptions[i] ?? '' }));
}

test('export a section as .xlsx, edit it with exceljs, import it, see the new value, revert it (PL)', async ({
  page,
}) => {
  const { table, dialog } = await openSheetDialog(page, '');
  await expect(table.getByTestId('answer-row').first()).toBeVisible();
  const before = await tableRows(table);
  expect(before.some((r) => r.month === MONTH)).toBe(false);

  const book = await exportedWorkbook(page, dialog);
  const { sheet, column } = heatSheet(book);
  expect(sheet.rowCount - 1).toBe(before.length);
  const monthColumn = column(/^Miesiąc \(MM-RRRR\)/);
  const consumption = column(/^Zużycie/);
  const rowId = column(/^ID wiersza/);
  // A seeded month's row, edited into March 2025 with another consumption; without its row id it is a new row
  // (a row that keeps the id of a row in the ledger is left as it is: edits of existing rows go through the table).
  const edited = sheet.getRow(2);
  const oldConsumption = edited.getCell(consumption).value;
  edited.getCell(monthColumn).value = MONTH;
  edited.getCell(consumption).value = LITRES_OF_HEAT;
  edited.getCell(rowId).value = null;
  edited.commit();
  await upload(dialog, book, 'cieplo-2025.xlsx');

  await expect(dialog.getByTestId('sheet-phase')).toHaveText('Zaimportowano plik cieplo-2025.xlsx.');
  // The dialog reads the history first (it waits for the import's events to be projected) and only then shows the
  // 3.5-second snackbar: waited for in that order, the snackbar is not missed on a loaded machine.
  const imported = dialog.getByTestId('sheet-history-row').first();
  await expect(imported).toContainText('cieplo-2025.xlsx', { timeout: 20_000 });
  await expect(imported.getByTestId('sheet-history-result')).toHaveText('zaimportowano');
  await expect(page.getByText('Arkusz zaimportowany (wiersze: 1)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  await expect(async () => {
    const rows = await tableRows(table);
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.find((r) => r.month === MONTH)?.consumption).toBe(String(LITRES_OF_HEAT));
  }).toPass({ timeout: 15_000 });
  expect(before.some((r) => r.consumption === String(oldConsumption))).toBe(true);

  await page.getByTestId('table-sheets').click();
  await dialog.getByTestId('sheet-history-row').first().getByTestId('sheet-revert').click();
  await expect(
    dialog.getByTestId('sheet-history-row').first().getByTestId('sheet-history-result'),
  ).toHaveText('cofnięto');
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(async () => {
    expect(await tableRows(table)).toEqual(before);
  }).toPass({ timeout: 15_000 });
});

test('a broken file: every bad cell with its hint in the dialog, nothing imported (PL)', async ({ page }) => {
  const { table, dialog } = await openSheetDialog(page, '');
  const before = await tableRows(table);
  const book = await exportedWorkbook(page, dialog);
  addHeatRow(book, '13-2025', 12);
  addHeatRow(book, '12-2099', 12);
  await upload(dialog, book, 'zepsuty.xlsx');

  const errors = dialog.getByTestId('sheet-errors');
  await expect(errors).toContainText('Ups, wystąpił błąd');
  await expect(errors.getByTestId('sheet-error-row')).toHaveCount(2);
  const [format, future] = [
    errors.getByTestId('sheet-error-row').first(),
    errors.getByTestId('sheet-error-row').nth(1),
  ];
  await expect(format).toContainText('13-2025');
  await expect(format).toContainText('Zły format daty: wpisz miesiąc jako MM-RRRR');
  await expect(future).toContainText('12-2099');
  await expect(future).toContainText('Miesiąc w przyszłości');
  await expect(
    dialog.getByTestId('sheet-history-row').first().getByTestId('sheet-history-result'),
  ).toHaveText('odrzucono');

  // Not a workbook at all: refused by its content, whatever its name says.
  await dialog.getByTestId('sheet-file-input').setInputFiles({
    name: 'dane.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from('miesiąc;zużycie\n03-2025;12\n'),
  });
  await expect(dialog.getByTestId('sheet-file-error')).toHaveText(
    'Wybierz plik z rozszerzeniem .xls lub .xlsx',
  );
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  expect(await tableRows(table)).toEqual(before);
});

test('in English: the export downloads, a broken file names its cells (EN)', async ({ page }) => {
  const { dialog } = await openSheetDialog(page, '/en');
  const book = await exportedWorkbook(page, dialog);
  const { column } = heatSheet(book);
  column(/^Month \(MM-YYYY\)/);
  column(/^Row ID/);
  addHeatRow(book, '12-2099', 12);
  await upload(dialog, book, 'broken.xlsx');
  const errors = dialog.getByTestId('sheet-errors');
  await expect(errors).toContainText('Oops, an error occurred');
  await expect(errors.getByTestId('sheet-error-row')).toHaveCount(1);
  await expect(errors.getByTestId('sheet-error-row')).toContainText('12-2099');
  await expect(errors.getByTestId('sheet-error-row')).toContainText('The month is in the future');
  await expect(
    dialog.getByTestId('sheet-history-row').first().getByTestId('sheet-history-result'),
  ).toHaveText('refused');
});
