import type { Locator, Page } from '@playwright/test';
import { expect } from './sign-in';

/** The electricity table, answering the wizard's first steps when the section has not been started. */
export async function openElectricity(page: Page, prefix: string): Promise<Locator> {
  return (await startElectricity(page, prefix)).table;
}

/** The same, saying whether this call started the section (so a journey can put it back as it found it). */
export async function startElectricity(
  page: Page,
  prefix: string,
): Promise<{ table: Locator; startedHere: boolean }> {
  await page.goto(`${prefix}/report/scope-2/electricity/questions-1`);
  const table = page.getByTestId('answer-table-electricity');
  const yes = page.getByTestId('initial-question-yes');
  const dataStep = page.getByTestId('wizard-step-data-entry');
  await expect(yes.or(table).or(dataStep).first()).toBeVisible({ timeout: 30_000 });
  if (await table.isVisible()) return { table, startedHere: false };
  const startedHere = await yes.isVisible();
  if (startedHere) {
    await yes.click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('choose-path-summarized').click();
    await page.getByTestId('wizard-next').click();
  } else await dataStep.click();
  await expect(table).toBeVisible({ timeout: 30_000 });
  return { table, startedHere };
}

/** Adds an electricity row (Polish grid, kWh) and waits until the server has saved it; answers its row id. */
export async function addElectricityRow(
  page: Page,
  table: Locator,
  month: string,
  kWh: string,
): Promise<string> {
  const before = await table.getByTestId('answer-row').count();
  await page.getByTestId('table-add').click();
  const added = table.getByTestId('answer-row').nth(before);
  await added.getByTestId('cell-period').fill(month);
  await added.getByTestId('cell-country').selectOption('PL');
  await added.getByTestId('cell-unit').selectOption('kWh');
  await added.getByTestId('cell-consumption').fill(kWh);
  await added.getByTestId('cell-consumption').press('Tab');
  await expect(added.getByTestId('row-emission')).toHaveAttribute('data-co2e-kg', /\d/);
  const rowId = await added.getAttribute('data-row-id');
  expect(rowId, 'the added row has an id').toBeTruthy();
  return rowId!;
}
