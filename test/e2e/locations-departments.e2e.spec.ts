import { expect, type Page, test } from '@playwright/test';
import { DEMO_AUDITOR_EMAIL, DEMO_EMAIL, signIn } from './sign-in';

// Issue 21 point 6, locations as departments: a row names one of the company's locations, the dashboard breaks the
// period's total down by location; with no location at all it says so and points to My company → Locations.

const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const WRITE = { 'x-ghg-csrf': '1' };
const stamp = Date.now().toString(36);

async function revisionOf(page: Page, questionId: string): Promise<number> {
  const answer = await page.request.post('/graphql', {
    headers: WRITE,
    data: { query: `{ sectionSheet(questionId: "${questionId}") { revision } }` },
  });
  return ((await answer.json()) as { data: { sectionSheet: { revision: number } } }).data.sectionSheet
    .revision;
}

test('no locations: the dashboard says so and links to My company → Locations (Polish)', async ({ page }) => {
  await signIn(page, 'freemium@demo.ghg-ledger.local');
  await page.goto('/');
  const prompt = page.getByTestId('no-locations');
  // The first page of a run on a loaded machine may take a while.
  await expect(prompt).toContainText('Brak dostępnych lokalizacji.', { timeout: 30_000 });
  await prompt.getByRole('link', { name: 'Przejdź do Moja firma → Lokalizacje' }).click();
  await expect(page).toHaveURL(/\/company\/locations$/);
});

test('a row assigned to a location shows under that location on the dashboard (English)', async ({
  page,
}) => {
  await signIn(page, DEMO_EMAIL);
  const name = `Cybersecurity ${stamp}`;
  const added = await page.request.post(`/api/organizations/${DEMO_ORGANIZATION_ID}/entities`, {
    headers: WRITE,
    data: { name },
  });
  expect(added.status()).toBe(201);
  const { entityId } = (await added.json()) as { entityId: string };
  let rowId = '';
  const commands = `/api/organizations/${DEMO_ORGANIZATION_ID}/answers/vehicles/commands`;
  try {
    const period = new Date().toISOString().slice(0, 7);
    const command = await page.request.post(
      `/api/organizations/${DEMO_ORGANIZATION_ID}/answers/vehicles/commands`,
      {
        headers: WRITE,
        data: {
          expectedRevision: await revisionOf(page, 'vehicles'),
          command: {
            type: 'AddRow',
            table: 'vehicle-fuel',
            period,
            values: {
              itemType: 'passenger-car',
              fuelType: 'diesel',
              consumption: 500,
              unit: 'litres',
              locationId: entityId,
            },
          },
        },
      },
    );
    expect(command.status()).toBe(200);
    rowId = ((await command.json()) as { rowId: string }).rowId;

    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Emissions by location (t CO2e)' })).toBeVisible();
    const row = page.getByTestId('location-total').filter({ hasText: name });
    await expect(row).toBeVisible();
    // 500 litres of diesel: over a tonne.
    const tonnes = Number((await row.getByRole('cell').last().textContent()) ?? '0');
    expect(tonnes).toBeGreaterThan(1);
    await expect(page.getByTestId('location-unassigned')).toContainText('Not assigned to a location');
  } finally {
    // The demo company's figures stay as the other journeys expect them.
    await page.request.post(commands, {
      headers: WRITE,
      data: {
        expectedRevision: await revisionOf(page, 'vehicles'),
        command: { type: 'DeleteRows', rowIds: [rowId] },
      },
    });
    await page.request.delete(`/api/organizations/${DEMO_ORGANIZATION_ID}/entities/${entityId}`, {
      headers: WRITE,
    });
  }
});

const EQUIPMENT = '/report/scope-1/equipment/questions-1';
const ORG = `/api/organizations/${DEMO_ORGANIZATION_ID}`;

/** A location of its own and a boiler row of this month that names none yet, through the API. */
async function locationAndRow(page: Page, name: string): Promise<{ entityId: string; rowId: string }> {
  const added = await page.request.post(`${ORG}/entities`, { headers: WRITE, data: { name } });
  expect(added.status()).toBe(201);
  const { entityId } = (await added.json()) as { entityId: string };
  const command = await page.request.post(`${ORG}/answers/equipment/commands`, {
    headers: WRITE,
    data: {
      expectedRevision: await revisionOf(page, 'equipment'),
      command: {
        type: 'AddRow',
        table: 'equipment-fuel',
        period: new Date().toISOString().slice(0, 7),
        values: { itemType: 'boiler', fuelType: 'natural-gas', consumption: 1000, unit: 'm3' },
      },
    },
  });
  expect(command.status()).toBe(200);
  return { entityId, rowId: ((await command.json()) as { rowId: string }).rowId };
}

async function removeLocationAndRow(page: Page, entityId: string, rowId: string): Promise<void> {
  await page.request.post(`${ORG}/answers/equipment/commands`, {
    headers: WRITE,
    data: {
      expectedRevision: await revisionOf(page, 'equipment'),
      command: { type: 'DeleteRows', rowIds: [rowId] },
    },
  });
  await page.request.delete(`${ORG}/entities/${entityId}`, { headers: WRITE });
}

/** The row in the boiler table of the equipment section's data step. */
async function equipmentRow(page: Page, prefix: string, rowId: string) {
  await page.goto(`${prefix}${EQUIPMENT}`);
  await page.getByTestId('wizard-step-data-entry').click();
  const row = page.locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

/** The location's line of the short report's data (what the PDF prints) for the current year. */
async function reportLine(page: Page, name: string) {
  const answer = await page.request.post('/graphql', {
    headers: WRITE,
    data: { query: '{ shortReport(period: { choice: "current-year" }) }' },
  });
  const report = (
    (await answer.json()) as {
      data: { shortReport: { totalTonnes: number; locations: { name: string | null; tonnes: number }[] } };
    }
  ).data.shortReport;
  const sum = report.locations.reduce((total, l) => total + l.tonnes, 0);
  expect(sum).toBeCloseTo(report.totalTonnes, 6);
  return report.locations.find((l) => l.name === name);
}

async function dashboardTonnes(page: Page, path: string, name: string): Promise<number> {
  await page.goto(path);
  const line = page.getByTestId('location-total').filter({ hasText: name });
  await expect(line).toBeVisible({ timeout: 30_000 });
  return Number(((await line.getByRole('cell').last().textContent()) ?? '0').replace(',', '.'));
}

// Under load a save and the projector's catch-up take a few seconds; each step waits up to this long.
const SLOW = { timeout: 30_000 };

test('PL: a location chosen in the table shows in the dashboard and report breakdowns', async ({ page }) => {
  await signIn(page, DEMO_EMAIL);
  const name = `Dział e2e ${stamp}`;
  const { entityId, rowId } = await locationAndRow(page, name);
  try {
    const row = await equipmentRow(page, '', rowId);
    await expect(page.getByRole('columnheader', { name: 'Lokalizacja' })).toBeVisible();
    const cell = row.getByRole('combobox', { name: /^Lokalizacja, wiersz \d+$/ });
    await expect(cell).toHaveValue('');
    // A native select: reached by focus like every cell, chosen from the keyboard or the mouse alike.
    await cell.focus();
    await expect(cell).toBeFocused();
    await cell.selectOption({ label: name });
    await expect(row.getByTestId('row-unsaved')).toHaveCount(0, SLOW);
    await expect(cell).toHaveValue(entityId);

    // 1000 m3 of natural gas: about two tonnes, all of it this location's; asked again until the read side has it.
    await expect.poll(() => dashboardTonnes(page, '/', name), SLOW).toBeGreaterThan(1);
    await expect.poll(async () => (await reportLine(page, name))?.tonnes, SLOW).toBeGreaterThan(1);
  } finally {
    await removeLocationAndRow(page, entityId, rowId);
  }
});

test('EN: the location column in English; the auditor sees the location read-only', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_EMAIL);
  const name = `Department e2e ${stamp}`;
  const { entityId, rowId } = await locationAndRow(page, name);
  const auditorContext = await browser.newContext();
  try {
    const row = await equipmentRow(page, '/en', rowId);
    await expect(page.getByRole('columnheader', { name: 'Location' })).toBeVisible();
    await row.getByRole('combobox', { name: /^Location, row \d+$/ }).selectOption({ label: name });
    await expect(row.getByTestId('row-unsaved')).toHaveCount(0, SLOW);
    await expect.poll(() => dashboardTonnes(page, '/en', name), SLOW).toBeGreaterThan(1);
    await expect(page.getByTestId('location-unassigned')).toContainText('Not assigned to a location');

    const auditor = await auditorContext.newPage();
    await signIn(auditor, DEMO_AUDITOR_EMAIL);
    const seen = (await equipmentRow(auditor, '/en', rowId)).getByRole('combobox', {
      name: /^Location, row/,
    });
    await expect(seen).toBeDisabled();
    await expect(seen).toHaveValue(entityId);
  } finally {
    await auditorContext.close();
    await removeLocationAndRow(page, entityId, rowId);
  }
});
