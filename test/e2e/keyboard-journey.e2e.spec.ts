import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { deleteRow } from './factor-rows';
import { DEMO_EMAIL, DEMO_PASSWORD } from './sign-in';

// Issue 16, deliverable 6: the whole journey with the keyboard only (Tab, Enter, arrows and typing; addresses
// typed as into the browser's address bar): sign in, enter a row, generate the short PDF. Nothing is clicked.

const test = base;
test.describe.configure({ timeout: 240_000 });

/** Presses Tab until the element has the focus; fails if it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of Tab`);
}

/** In a tab list only the chosen tab takes Tab: the arrows move to the others (then Enter chooses). */
async function tabToTab(page: Page, tabs: Locator, target: Locator): Promise<void> {
  await tabTo(page, tabs.locator('[role="tab"][aria-selected="true"]'));
  for (let i = 0; i < 10; i += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A native select with the focus: arrows move through its options until the wanted value is chosen. */
async function arrowToOption(page: Page, select: Locator, value: string): Promise<void> {
  for (let i = 0; i < 40 && (await select.inputValue()) !== value; i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

test('keyboard only: sign in, enter a row, generate the short PDF', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await tabTo(page, page.getByRole('link', { name: 'Zaloguj się' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await tabTo(page, page.locator('#email'));
  await page.keyboard.type(DEMO_EMAIL);
  await page.keyboard.press('Tab');
  await expect(page.locator('#password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/oidc\/|\/auth\//);

  // A row of purchased water: month, service, unit, volume; leaving the last cell saves the row.
  await page.goto('/report/scope-3/purchased-goods/questions-1');
  const step = page.getByTestId('wizard-step-data-entry');
  await tabToTab(page, page.getByRole('tablist').filter({ has: step }), step);
  const table = page.getByTestId('answer-table-water');
  const tab = page.getByTestId('table-tab-water');
  await expect(page.locator('[data-testid^="answer-table-"]').first()).toBeVisible();
  if (await tab.isVisible().catch(() => false)) {
    await tabToTab(page, page.getByRole('tablist').filter({ has: tab }), tab);
  }
  await expect(table).toBeVisible();
  const before = await table.getByTestId('answer-row').count();
  await tabTo(page, table.getByTestId('table-add'));
  await page.keyboard.press('Enter');
  // Rows are ordered by month: the new row is followed by its id, not by its place.
  const rowId = await table.getByTestId('answer-row').nth(before).getAttribute('data-row-id');
  const row = table.locator(`[data-row-id="${rowId}"]`);
  await tabTo(page, row.getByTestId('cell-period'));
  await page.keyboard.type('06-2023');
  await tabTo(page, row.getByTestId('cell-service'));
  await arrowToOption(page, row.getByTestId('cell-service'), 'supply');
  await tabTo(page, row.getByTestId('cell-unit'));
  await arrowToOption(page, row.getByTestId('cell-unit'), 'm3');
  await tabTo(page, row.getByTestId('cell-volume'));
  await page.keyboard.type('300');
  await page.keyboard.press('Tab');
  await expect(row.getByTestId('row-unsaved')).toHaveCount(0);
  await expect(row.getByTestId('row-emission')).not.toHaveText('—');

  // The short PDF of the previous year from the dashboard's report wizard.
  await page.goto('/');
  await tabTo(page, page.getByTestId('generate-report'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Wygeneruj raport' });
  await expect(dialog.getByTestId('report-period-from-beginning')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByTestId('report-period-previous-year')).toBeChecked();
  await tabTo(page, dialog.getByTestId('report-next'), 20);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('report-type-short')).toBeChecked();
  await tabTo(page, dialog.getByTestId('report-submit'), 20);
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(dialog.getByTestId('report-downloaded')).toBeVisible();

  // Not part of the journey: the row goes, so later journeys find the demo company as it was.
  await page.keyboard.press('Escape');
  await page.goto('/report/scope-3/purchased-goods/questions-1');
  await page.getByTestId('wizard-step-data-entry').click();
  const tab2 = page.getByTestId('table-tab-water');
  if (await tab2.isVisible().catch(() => false)) await tab2.click();
  await deleteRow(page, page.locator(`[data-row-id="${rowId}"]`));
});
