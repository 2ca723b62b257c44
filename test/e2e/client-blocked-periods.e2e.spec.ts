import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, PROVIDER_STAFF_EMAIL, PROVIDER_SUPERVISOR_EMAIL, signIn, test } from './sign-in';

// Blocked periods of a client company (issue 16, deliverable 1): provider staff pick the client in the back
// office and block 03-2025, the client's person sees the refusal next to the row, the supervisor unblocks; once
// in Polish, once in English; the client's audit log lists every block and unblock. Also: a double click on the wizard's "Next" after a choice.

const CLIENT_ID = '6f1d2c3e-0000-4000-8000-00000000f3e0';
const CLIENT_EMAIL = 'freemium@demo.ghg-ledger.local';
const VEHICLES = '/report/scope-1/vehicles/questions-1';

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

function rowOf(page: Page, month: string): Locator {
  return page
    .getByTestId('answer-table-vehicle-fuel')
    .getByTestId('answer-row')
    .filter({ has: page.locator(`input[value="${month}"]`) });
}

test('provider staff block 03-2025 of a client company; its person sees why next to the row; the supervisor unblocks; the audit log shows both', async ({
  browser,
}) => {
  test.setTimeout(300_000); // three people, two languages, on a shared machine
  // The client's person answers the vehicles wizard; a double click on "Next" right after "yes" goes one step on
  // and never says 'required' for the answer just given.
  const client = await signedInPage(browser, CLIENT_EMAIL);
  await client.goto(VEHICLES);
  await client.getByTestId('initial-question-yes').click();
  await client.getByTestId('wizard-next').dblclick();
  await expect(client.getByTestId('choose-items-passenger-car')).toBeVisible();
  await expect(client.getByText('To pole jest wymagane')).toHaveCount(0);
  await client.getByTestId('choose-items-passenger-car').click();
  await client.getByTestId('wizard-next').click();
  await client.getByTestId('choose-fuels-diesel').click();
  await client.getByTestId('wizard-next').click();
  await client.getByTestId('choose-path-detailed').click();
  await client.getByTestId('wizard-next').click();
  const table = client.getByTestId('answer-table-vehicle-fuel');
  await expect(table).toBeVisible();
  await client.getByTestId('table-add').click();
  const row = table.getByTestId('answer-row').last();
  await row.getByTestId('cell-period').fill('03-2025');
  await row.getByTestId('cell-itemType').selectOption('passenger-car');
  await row.getByTestId('cell-fuelType').selectOption('diesel');
  await row.getByTestId('cell-unit').selectOption('litres');
  await row.getByTestId('cell-consumption').fill('300');
  await row.getByTestId('cell-consumption').press('Tab');
  // Saved: a row has its badge once the server holds it.
  await expect(row.getByTestId('row-badge')).toBeVisible();

  // Staff: the back office's plan select lists the plans; "Blocked periods" of the client opens the page with
  // the client picked.
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  await staff.goto('/backoffice');
  const clientRow = staff.getByTestId(`organization-${CLIENT_ID}`);
  await clientRow.getByRole('combobox').click();
  const plans = staff.getByRole('listbox').getByRole('option');
  await expect(plans).toHaveText(['Freemium', 'Freemium+', 'Pełny dostęp']);
  await staff.keyboard.press('Escape');
  await clientRow.getByTestId('organization-blocked-periods').click();
  await expect(staff).toHaveURL(new RegExp(`/blocked-periods\\?organization=${CLIENT_ID}$`));
  await expect(staff.getByTestId('blocked-periods-organization-picker')).toHaveValue(CLIENT_ID);
  await expect(staff.getByTestId('blocked-periods-organization')).toContainText('Freemium Demo');
  await staff.getByTestId('period-block-2025-03').click();
  await expect(staff.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'true');
  await expect(staff.getByTestId('period-unblock-2025-03')).toHaveAttribute('aria-disabled', 'true');

  // The client's person: the row of 03-2025 is locked and says why in words, in Polish and in English.
  await client.reload();
  await client.getByTestId('wizard-step-data-entry').click();
  const march = rowOf(client, '03-2025');
  await expect(march.getByTestId('row-blocked-reason')).toHaveText(
    'Ten miesiąc jest zablokowany: wiersza nie można zmienić ani usunąć',
  );
  await expect(march.getByRole('img', { name: 'Zablokowany miesiąc' })).toBeVisible();
  await expect(march.getByTestId('cell-consumption')).toBeDisabled();

  // The supervisor picks the client on the page itself (English) and unblocks.
  const supervisor = await signedInPage(browser, PROVIDER_SUPERVISOR_EMAIL);
  await supervisor.goto('/en/blocked-periods');
  await supervisor.getByTestId('blocked-periods-organization-picker').selectOption(CLIENT_ID);
  await expect(supervisor).toHaveURL(new RegExp(`organization=${CLIENT_ID}`));
  await supervisor.getByTestId('period-unblock-2025-03').click();
  await expect(supervisor.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'false');

  // Staff again, now in English: the back office's action opens the English page; the client's person reads the
  // refusal in English. The supervisor then unblocks, so the month is open for later journeys.
  await staff.goto('/en/backoffice');
  await staff.getByTestId(`organization-${CLIENT_ID}`).getByTestId('organization-blocked-periods').click();
  await expect(staff).toHaveURL(new RegExp(`/en/blocked-periods\\?organization=${CLIENT_ID}$`));
  await staff.getByTestId('period-block-2025-03').click();
  await expect(staff.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'true');
  await client.goto(`/en${VEHICLES}`);
  await client.getByTestId('wizard-step-data-entry').click();
  await expect(rowOf(client, '03-2025').getByTestId('row-blocked-reason')).toHaveText(
    'This month is blocked: the row cannot be changed or deleted',
  );
  await expect(rowOf(client, '03-2025').getByRole('img', { name: 'Blocked month' })).toBeVisible();
  await supervisor.reload();
  await supervisor.getByTestId('period-unblock-2025-03').click();
  await expect(supervisor.getByTestId('period-row-2025-03')).toHaveAttribute('data-blocked', 'false');

  // The client's audit log: the block by staff and the unblock by the supervisor.
  await client.goto('/audit');
  await expect(client.getByTestId('audit-table')).toBeVisible({ timeout: 30_000 });
  const blocks = client.locator('[data-testid=audit-row][data-event-type=PeriodBlocked]');
  await expect(blocks).toHaveCount(2);
  for (const row of await blocks.all()) await expect(row).toContainText('Piotr Obsługa');
  const unblocks = client.locator('[data-testid=audit-row][data-event-type=PeriodUnblocked]');
  await expect(unblocks).toHaveCount(2);
  for (const row of await unblocks.all()) await expect(row).toContainText('Zofia Kierownik');
});
