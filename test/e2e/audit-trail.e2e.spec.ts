import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './sign-in';

// The auditor's view (issue 14) on the demo company's seeded years: totals that follow the scope filter, Scope 2
// under both methods, a drill from a total to one line's working, and the audit export opened as Excel would.

async function figure(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/\s/g, '').replace(/[^\d,.-]/g, '');
  return Number(text.replace(',', '.'));
}

async function chartsLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('charts-loading')).toHaveAttribute('data-loading', 'false');
}

test('from a dashboard total to one line’s working: activity, factor and source, formula, both methods, events', async ({
  page,
}) => {
  await page.goto('/');
  await chartsLoaded(page);
  // Scope II dual reporting on its card.
  await expect(page.getByTestId('scope2-total-location')).toBeVisible();
  await expect(page.getByTestId('scope2-total-market')).toBeVisible();
  const scope2 = await figure(page.getByTestId('scope-card-value-scope2'));
  expect(await figure(page.getByTestId('scope2-total-location'))).toBeCloseTo(scope2, 2);

  // The sum of footprint follows the scope filter.
  await page.getByTestId('scope-filter').click();
  await page.getByTestId('scope-filter-2').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await chartsLoaded(page);
  await expect.poll(async () => figure(page.getByTestId('total-sum-value'))).toBeCloseTo(scope2, 2);

  // Total → lines (each Scope 2 line with both methods) → one line's working.
  await page.getByTestId('total-sum-open').click();
  const drill = page.getByTestId('drill-dialog');
  await expect(drill.getByTestId('drill-line').first()).toBeVisible();
  await expect(drill.getByTestId('drill-adds-up')).toHaveAttribute('data-adds-up', 'true');
  await expect(drill.getByTestId('drill-line-both-methods').first()).toBeVisible();
  await drill.getByTestId('drill-line-working-0').click();

  const working = page.getByTestId('working-dialog');
  await expect(working).toBeVisible();
  await expect(working.getByTestId('working-activity').first()).toContainText(/\d/);
  await expect(working.getByTestId('working-factor').first()).toContainText('kg CO2e/');
  await expect(working.getByTestId('working-formula').first()).toContainText(/×.*=.*kg CO2e/);
  await expect(working.getByTestId('working-location')).toContainText('kWh ×');
  await expect(working.getByTestId('working-market')).toContainText('kWh −');
  await expect(working.getByTestId('working-uncovered')).toBeVisible();
  await expect(working.getByTestId('working-event').first()).toBeVisible();
  // Internal ids only in the auditors' details panel, closed until asked for.
  const details = working.getByTestId('working-details');
  await expect(details.locator('code').first()).toBeHidden();
  await details.locator('summary').click();
  await expect(details.locator('code').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/line-working-pl.png', fullPage: true });
  await working.getByTestId('working-close').click();
  await expect(working).toBeHidden();
});

test('the audit export opens in Excel: UTF-8 with BOM, ";" and Polish headers; filters shared in the address', async ({
  page,
}) => {
  await page.goto('/audit?eventType=RowAdded');
  await expect(page.getByTestId('audit-export-csv')).toHaveAttribute(
    'href',
    /answer-audit\.csv\?eventType=RowAdded/,
  );
  await expect(page.getByTestId('audit-export-xlsx')).toHaveAttribute(
    'href',
    /answer-audit\.xlsx\?eventType=RowAdded/,
  );
  const downloading = page.waitForEvent('download');
  await page.getByTestId('audit-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('historia-zmian.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, first] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe('Kiedy (UTC);Użytkownik;Zdarzenie;Sekcja;Miesiąc;Pole;Przed;Po;Identyfikator wiersza');
  expect(first!.split(';')[2]).toBe('Dodano wiersz');
});
