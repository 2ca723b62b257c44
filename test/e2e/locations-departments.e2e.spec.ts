import { expect, type Page, test } from '@playwright/test';
import { DEMO_EMAIL, signIn } from './sign-in';

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
  const rowId = `e2e-location-${stamp}`;
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
