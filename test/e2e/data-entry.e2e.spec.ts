import type { Browser, Locator, Page, Route } from '@playwright/test';
import {
  DEMO_MEMBER_EMAIL,
  PROVIDER_STAFF_EMAIL,
  PROVIDER_SUPERVISOR_EMAIL,
  expect,
  signIn,
  test,
} from './sign-in';
import { gotoReportList } from './factor-rows';

// Data entry (issue 4): the wizard and tables of a section, statuses, emissions, blocked months, history and the
// conflict prompt — in the Polish UI, through the real API, projector and PGlite of the built app.

// 1000 l of diesel × 2.51279 kg CO2e/l (DESNZ 2024, fuel.diesel:litres:world) = 2512.79 kg = 2,51 t.
const DIESEL_LITRES = '1000';
const DIESEL_KG = 2512.79;

const VEHICLES = '/report/scope-1/vehicles/questions-1';

async function sectionStatus(page: Page, questionId: string): Promise<Locator> {
  await gotoReportList(page);
  return page.getByTestId(`section-${questionId}`).getByTestId('status-badge');
}

/** Starts the vehicles section from nothing (a retried run finds the previous attempt's answers). */
async function resetVehicles(page: Page): Promise<void> {
  const status = await sectionStatus(page, 'vehicles');
  await expect(status).toBeVisible();
  if ((await status.getAttribute('data-status')) === 'notstarted') return;
  await page.goto(VEHICLES);
  await page.getByTestId('wizard-step-data-entry').click();
  await page.getByTestId('table-reset').click();
  await page.getByTestId('confirm-action').click();
  await expect(await sectionStatus(page, 'vehicles')).toHaveAttribute('data-status', 'notstarted');
}

/** Walks the vehicles wizard to its data step: yes, passenger car, diesel, detailed data. */
async function answerVehiclesWizard(page: Page): Promise<void> {
  await page.goto(VEHICLES);
  await page.getByTestId('initial-question-yes').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('choose-items-passenger-car').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('choose-fuels-diesel').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('choose-path-detailed').click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('answer-table-vehicle-fuel')).toBeVisible();
}

async function openVehicleFuel(page: Page): Promise<Locator> {
  await page.goto(VEHICLES);
  await page.getByTestId('wizard-step-data-entry').click();
  const table = page.getByTestId('answer-table-vehicle-fuel');
  await expect(table).toBeVisible();
  return table;
}

/** Adds a diesel row of a month through the table, leaving the last cell so it is saved. */
async function addDieselRow(page: Page, month: string, litres = DIESEL_LITRES): Promise<Locator> {
  const table = page.getByTestId('answer-table-vehicle-fuel');
  const before = await table.getByTestId('answer-row').count();
  await page.getByTestId('table-add').click();
  const row = table.getByTestId('answer-row').nth(before);
  await row.getByTestId('cell-period').fill(month);
  await row.getByTestId('cell-itemType').selectOption('passenger-car');
  await row.getByTestId('cell-fuelType').selectOption('diesel');
  await row.getByTestId('cell-unit').selectOption('litres');
  await row.getByTestId('cell-consumption').fill(litres);
  await row.getByTestId('cell-consumption').press('Tab');
  return row;
}

/** The table row whose month cell shows `month` (MM-YYYY); fails when there is none. */
async function rowOfMonth(page: Page, month: string): Promise<Locator> {
  const rows = page.getByTestId('answer-table-vehicle-fuel').getByTestId('answer-row');
  await expect(rows.first()).toBeVisible();
  const months = await rows
    .getByTestId('cell-period')
    .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  const index = months.indexOf(month);
  expect(index, `a row of ${month} among ${months.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.nth(index);
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('diesel for a passenger car in 03-2025: the status moves from Nie rozpoczęto to Ukończono and the line shows its kg', async ({
  page,
}) => {
  await resetVehicles(page);
  const status = await sectionStatus(page, 'vehicles');
  await expect(status).toHaveText('Nie rozpoczęto');

  await page.goto(VEHICLES);
  await page.getByTestId('initial-question-yes').click();
  await expect(await sectionStatus(page, 'vehicles')).toHaveText('W trakcie');

  await answerVehiclesWizard(page);
  const row = await addDieselRow(page, '03-2025');
  await expect(row.getByTestId('row-badge')).toHaveAttribute('data-badge', 'completed');
  await expect(row.getByTestId('row-emission')).toHaveAttribute('data-co2e-kg', String(DIESEL_KG));
  await expect(row.getByTestId('row-emission')).toHaveText('2,51');
  await page.screenshot({ path: 'test-results/e2e/vehicles-table-pl.png', fullPage: true });

  await expect(await sectionStatus(page, 'vehicles')).toHaveText('Ukończono');
  await expect(page.getByTestId('scope-1').getByTestId('section-vehicles')).toContainText('2,51');
});

test('a required value left empty says so inline, and an unsaved row can be deleted', async ({ page }) => {
  await openVehicleFuel(page);
  const table = page.getByTestId('answer-table-vehicle-fuel');
  const before = await table.getByTestId('answer-row').count();
  await page.getByTestId('table-add').click();
  const row = table.getByTestId('answer-row').nth(before);
  await row.getByTestId('cell-period').fill('02-2025');
  await row.getByTestId('cell-period').press('Tab');
  await expect(row.getByText('To pole jest wymagane').first()).toBeVisible();
  await row.getByTestId('row-delete').click();
  await expect(table.getByTestId('answer-row')).toHaveCount(before);
});

test('provider staff block 03-2025: the member’s edit there is refused, other months stay editable; only the supervisor unblocks', async ({
  browser,
}) => {
  const member = await signedInPage(browser, DEMO_MEMBER_EMAIL);
  await openVehicleFuel(member);
  const march = await rowOfMonth(member, '03-2025');

  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  await staff.goto('/blocked-periods');
  await staff.getByTestId('period-block-2025-03').click();
  await expect(staff.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'true');
  // Staff may block but not unblock.
  await expect(staff.getByTestId('period-unblock-2025-03')).toHaveAttribute('aria-disabled', 'true');

  // The member's page was loaded before the block: the edit is refused by the server, the input is kept.
  await march.getByTestId('cell-consumption').fill('1200');
  await march.getByTestId('cell-consumption').press('Tab');
  await expect(member.getByText('Ten miesiąc jest zablokowany i nie można go zmienić').first()).toBeVisible();
  await expect(march.getByTestId('row-locked')).toBeVisible();
  await expect(march.getByTestId('cell-consumption')).toBeDisabled();

  // Another month is still editable.
  const april = await addDieselRow(member, '04-2025', '500');
  await expect(april.getByTestId('row-badge')).toHaveAttribute('data-badge', 'completed');
  await expect(april.getByTestId('row-emission')).toHaveText('1,26');

  const supervisor = await signedInPage(browser, PROVIDER_SUPERVISOR_EMAIL);
  await supervisor.goto('/blocked-periods');
  await supervisor.getByTestId('period-unblock-2025-03').click();
  await expect(supervisor.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'false');

  await member.reload();
  await member.getByTestId('wizard-step-data-entry').click();
  const reopened = await rowOfMonth(member, '03-2025');
  await expect(reopened.getByTestId('row-locked')).toHaveCount(0);
  await expect(reopened.getByTestId('cell-consumption')).toBeEnabled();
});

test('the row’s History lists each edit with its user, and the auditor page lists them too', async ({
  page,
}) => {
  await openVehicleFuel(page);
  await (await rowOfMonth(page, '04-2025')).getByTestId('row-history').click();
  const drawer = page.getByTestId('history-drawer');
  await expect(drawer).toBeVisible();
  // The April row was added by the member (Marek) in the previous journey.
  await expect(drawer.getByTestId('history-event').first()).toBeVisible();
  await expect(drawer.getByTestId('history-actor').first()).not.toBeEmpty();
  await expect(drawer.getByTestId('history-factor')).toContainText('fuel.diesel:litres:world');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await (await rowOfMonth(page, '03-2025')).getByTestId('row-history').click();
  await expect(drawer.getByTestId('history-actor').first()).toContainText('Anna Demo');
  await page.keyboard.press('Escape');

  await page.goto('/audit');
  await page.getByTestId('audit-filter-section').selectOption('vehicles');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  const actors = await page.getByTestId('audit-row-actor').allTextContents();
  expect(new Set(actors).size).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('audit-export-csv')).toHaveAttribute('href', /answer-audit\.csv\?.*vehicles/);
});

test('a second browser editing the same section gets the conflict prompt and keeps its input', async ({
  page,
  browser,
}) => {
  const first = await openVehicleFuel(page);
  const other = await signedInPage(browser, DEMO_MEMBER_EMAIL);
  await openVehicleFuel(other);

  // The first browser saves an edit: the second one's copy of the section is now stale.
  const firstApril = await rowOfMonth(page, '04-2025');
  await firstApril.getByTestId('cell-consumption').fill('600');
  await firstApril.getByTestId('cell-consumption').press('Tab');
  await expect(firstApril.getByTestId('row-emission')).toHaveText('1,51');
  await expect(first).toBeVisible();

  const otherApril = await rowOfMonth(other, '04-2025');
  await otherApril.getByTestId('cell-consumption').fill('700');
  await otherApril.getByTestId('cell-consumption').press('Tab');
  await expect(other.getByTestId('conflict-prompt')).toBeVisible();
  await expect(otherApril.getByTestId('cell-consumption')).toHaveValue('700');

  await other.getByTestId('conflict-reload').click();
  await expect(other.getByTestId('conflict-reapplied')).toBeVisible();
  await expect((await rowOfMonth(other, '04-2025')).getByTestId('cell-consumption')).toHaveValue('700');
  await other.getByTestId('table-save').click();
  // 700 l × 2.51279 = 1758.953 kg.
  await expect((await rowOfMonth(other, '04-2025')).getByTestId('row-emission')).toHaveText('1,76');
});

test('an edit made from the copy on this device, before the server answers, is not taken for someone else’s', async ({
  browser,
}) => {
  const page = await signedInPage(browser, DEMO_MEMBER_EMAIL);
  await openVehicleFuel(page);
  // From here the server's sheet never comes back: the read after each save, and the next visit's first read.
  const held: Route[] = [];
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('query SectionSheet') ? void held.push(route) : route.fallback(),
  );
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('AnswerCommand'),
    );

  // Saved; the page is left before the read after it answers, so the stored snapshot is one revision behind.
  const april = await rowOfMonth(page, '04-2025');
  const firstSave = saved();
  await april.getByTestId('cell-consumption').fill('650');
  await april.getByTestId('cell-consumption').press('Tab');
  expect(await (await firstSave).json()).not.toHaveProperty('errors');

  // Back on the page, shown from the copy kept on this device: the next edit goes on the revision this device
  // reached with its own save, not the snapshot's (which the server refuses as a change by someone else).
  await page.goto(VEHICLES);
  await expect(
    page.getByText('Wyświetlana jest kopia zapisana na tym urządzeniu, czekamy na serwer.'),
  ).toBeVisible();
  await page.getByTestId('wizard-step-data-entry').click();
  const secondSave = saved();
  const again = await rowOfMonth(page, '04-2025');
  await again.getByTestId('cell-consumption').fill('700');
  await again.getByTestId('cell-consumption').press('Tab');
  expect(await (await secondSave).json()).not.toHaveProperty('errors');
  await expect(page.getByTestId('conflict-prompt')).toBeHidden();

  await page.unroute('**/graphql');
  for (const route of held) await route.continue().catch(() => undefined);
  await page.reload();
  await page.getByTestId('wizard-step-data-entry').click();
  await expect((await rowOfMonth(page, '04-2025')).getByTestId('cell-consumption')).toHaveValue('700');
  await page.context().close();
});

test('in English: electricity with a green-energy answer, 2000 kWh in Poland at the KOBiZE factor', async ({
  page,
}) => {
  await page.goto('/en/report/scope-2/electricity/questions-1');
  await page.getByTestId('initial-question-yes').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('choose-path-summarized').click();
  await page.getByTestId('wizard-next').click();
  const table = page.getByTestId('answer-table-electricity');
  await expect(table).toBeVisible();
  const before = await table.getByTestId('answer-row').count();
  await page.getByTestId('table-add').click();
  const row = table.getByTestId('answer-row').nth(before);
  await row.getByTestId('cell-period').fill('05-2025');
  await row.getByTestId('cell-country').selectOption('PL');
  await row.getByTestId('cell-unit').selectOption('kWh');
  await row.getByTestId('cell-consumption').fill('2000');
  await row.getByTestId('cell-consumption').press('Tab');
  // 2000 kWh × 0.743 kg CO2/kWh (KOBiZE 2024, electricity.grid:kWh:PL) = 1486 kg = 1.49 t (location-based).
  await expect(row.getByTestId('row-emission')).toHaveAttribute('data-co2e-kg', '1486');
  await expect(row.getByTestId('row-emission')).toHaveText('1.49');
  await expect(row.getByTestId('row-badge')).toHaveText('Completed');

  await page.getByTestId('wizard-next').click();
  await page.getByTestId('green-energy-no').click();
  await expect(await sectionStatus(page, 'electricity')).toHaveAttribute('data-status', 'completed');
  await gotoReportList(page, '/en');
  await expect(page.getByTestId('section-electricity').getByTestId('status-badge')).toHaveText('Completed');
  await page.screenshot({ path: 'test-results/e2e/report-overview-en.png', fullPage: true });
});
