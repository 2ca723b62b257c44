import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './sign-in';

// Helpers of the calculation-fidelity specs (issue 14): a row entered through the Polish UI, its displayed
// tonnes compared with a figure computed here from the source files only (nothing of the factor library).

const SOURCES = process.env.FACTOR_SOURCES_DIR ?? '/work/shared/data/factors';

/** "GHG Conversion Factor 2024" of a DESNZ row id, read from the source CSV. */
export function desnz(id: string): number {
  const csv = readFileSync(join(SOURCES, 'desnz-2024-factors-by-category.csv'), 'utf8');
  const line = csv.split('\n').find((l) => l.split(',')[1] === id);
  if (!line) throw new Error(`DESNZ row ${id} not in the source file`);
  return Number(line.trim().split(',').at(-1));
}

export const tonnes = (kg: number): string =>
  new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kg / 1000);

const PERIOD = '06-2023';

export async function openTable(page: Page, scope: number, section: string, table: string): Promise<Locator> {
  await page.goto(`/report/scope-${scope}/${section}/questions-1`);
  await page.getByTestId('wizard-step-data-entry').click();
  // A section with several tables shows them as tabs (wait for the data step before looking for them).
  await expect(page.locator('[data-testid^="answer-table-"]').first()).toBeVisible();
  const tab = page.getByTestId(`table-tab-${table}`);
  if (await tab.isVisible().catch(() => false)) await tab.click();
  const locator = page.getByTestId(`answer-table-${table}`);
  await expect(locator).toBeVisible();
  return locator;
}

export type Cell = { select: string } | { fill: string } | { check: true };

/** Adds a row: the month first, then each cell in order; the last text cell is left so the row is saved. */
export async function addRow(page: Page, table: Locator, cells: Record<string, Cell>): Promise<Locator> {
  const before = await table.getByTestId('answer-row').count();
  await table.getByTestId('table-add').click();
  const row = table.getByTestId('answer-row').nth(before);
  await row.getByTestId('cell-period').fill(PERIOD);
  for (const [key, cell] of Object.entries(cells)) {
    const input = row.getByTestId(`cell-${key}`);
    if ('select' in cell) await input.selectOption(cell.select);
    else if ('check' in cell) await input.check();
    else {
      await input.fill(cell.fill);
      // Leaving the cell saves it (Tab would only move between the parts of a date input).
      await input.blur();
    }
  }
  await expect(row.getByTestId('row-unsaved')).toHaveCount(0);
  return row;
}

export async function expectTonnes(row: Locator, kg: number): Promise<void> {
  const emission = row.getByTestId('row-emission');
  await expect(emission).toHaveText(tonnes(kg));
  expect(Number(await emission.getAttribute('data-co2e-kg'))).toBeCloseTo(kg, 6);
}

export async function deleteRow(page: Page, row: Locator): Promise<void> {
  await row.getByTestId('row-delete').click();
  const confirm = page.getByTestId('confirm-action');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}

/** AR5 100-year GWP of a species (e.g. HFC32), read from the IPCC GWP source CSV. */
export function ar5Gwp(species: string): number {
  const lines = readFileSync(join(SOURCES, 'ipcc-gwp-values.csv'), 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('Species,'))?.split(',') ?? [];
  const line = lines.find((l) => l.split(',')[0] === species);
  if (!line) throw new Error(`IPCC species ${species} not in the source file`);
  return Number(line.split(',')[header.indexOf('AR5GWP100')]);
}

/**
 * Chooses a one-answer step (sent to the server at once) and waits until the section's progress shows it saved:
 * "Dalej" pressed before that would find the step unanswered.
 */
async function answerSaved(page: Page, choice: string): Promise<void> {
  const progress = page.getByRole('progressbar', { name: /^Postęp:/ });
  const before = (await progress.getAttribute('aria-valuenow')) ?? '';
  await page.getByTestId(choice).check();
  await expect(progress).not.toHaveAttribute('aria-valuenow', before);
}

/**
 * Starts a section the demo company has not answered: yes, then the given choices (items, fuels,
 * refrigerants, the detailed path), each step confirmed, up to its data step.
 */
export async function startSection(
  page: Page,
  scope: number,
  section: string,
  choices: string[],
): Promise<void> {
  await page.goto(`/report/scope-${scope}/${section}/questions-1`);
  const question = page.getByTestId('initial-question-yes');
  await expect(question).toBeVisible();
  // A retried run finds the section already started: its data step is open.
  if (await page.getByTestId('wizard-step-data-entry').isEnabled()) {
    await page.getByTestId('wizard-step-data-entry').click();
  } else {
    await answerSaved(page, 'initial-question-yes');
    await page.getByTestId('wizard-next').click();
    for (const choice of choices) {
      await page.getByTestId(choice).check();
      await page.getByTestId('wizard-next').click();
    }
    // The path is sent when chosen; "Dalej" pressed before the sheet has it says the step is unanswered, so it is
    // pressed again (only while the path step is still shown) until the data step opens.
    await page.getByTestId('choose-path-detailed').check();
    await expect(async () => {
      if (await page.getByTestId('choose-path-detailed').isVisible())
        await page.getByTestId('wizard-next').click();
      await expect(page.locator('[data-testid^="answer-table-"]').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(page.locator('[data-testid^="answer-table-"]').first()).toBeVisible();
}

/**
 * The report's list of scopes. A fresh load of /report goes back to the report page last open (spec §2, the
 * remembered report path), so a journey that wants the list forgets that page first.
 */
export async function gotoReportList(page: Page, root: '' | '/en' = ''): Promise<void> {
  // A fresh page (about:blank) has no storage of the app's origin and nothing remembered.
  if (page.url().startsWith('http'))
    await page.evaluate(() => globalThis.localStorage.removeItem('reportPath'));
  await page.goto(`${root}/report`);
}

/** Clears a section this spec started, so it is "Nie rozpoczęto" again for the other journeys. */
export async function resetSection(page: Page, scope: number, section: string): Promise<void> {
  await page.goto(`/report/scope-${scope}/${section}/questions-1`);
  await page.getByTestId('wizard-step-data-entry').click();
  await page.getByTestId('table-reset').first().click();
  await page.getByTestId('confirm-action').click();
  await gotoReportList(page);
  await expect(page.getByTestId(`section-${section}`).getByTestId('status-badge')).toHaveAttribute(
    'data-status',
    'notstarted',
  );
}
