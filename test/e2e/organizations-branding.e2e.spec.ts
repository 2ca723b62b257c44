import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_EMAIL, PROVIDER_STAFF_EMAIL, signIn } from './sign-in.js';

// Issue 21 points 5 and 7: the back office sets the partner programme that selects the footer (spec §1), and the
// group a company belongs to; "Your companies" shows plan, status and last activity, and a group its companies'
// totals rolled up (module moreThanOneOrganizationStructure). Every change is put back at the end.

const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const FREEMIUM_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000f3e0';
const WRITE = { 'x-ghg-csrf': '1' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function choosePartnership(staff: Page, option: string) {
  await staff.goto('/backoffice');
  const row = staff.getByTestId(`organization-profile-${DEMO_ORGANIZATION_ID}`);
  const select = row.getByRole('combobox', { name: 'Program partnerski: Demo Sp. z o.o.' });
  await select.click();
  await staff.getByRole('option', { name: option, exact: true }).click();
  // The select shows what the server answers after the save.
  await expect(select).toHaveText(option);
}

/** The same change through the back office's REST route (the select is slow to open on a loaded machine). */
async function setPartnership(staff: Page, partnership: string) {
  const answer = await staff.request.put(
    `/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/partnership`,
    {
      headers: WRITE,
      data: { partnership },
    },
  );
  expect(answer.status()).toBe(200);
}

test('the partner programme set in the back office selects the footer, in Polish and English', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  const admin = await signedInPage(browser, DEMO_EMAIL);
  try {
    await choosePartnership(staff, 'Program Bank Booster');
    await admin.goto('/');
    const footer = admin.locator('footer');
    await expect(footer).toHaveAttribute('data-partnership', 'bankBooster');
    await expect(
      footer.getByRole('img', { name: 'Współfinansowane przez Unię Europejską: program Bank Booster' }),
    ).toHaveAttribute('src', '/images/eu-funds-footer.svg');
    await admin.goto('/en');
    await expect(
      admin
        .locator('footer')
        .getByRole('img', { name: 'Co-financed by the European Union: bank booster programme' }),
    ).toBeVisible();

    await setPartnership(staff, 'groupOfCompanies');
    await admin.goto('/en');
    await expect(admin.locator('footer')).toHaveAttribute('data-partnership', 'groupOfCompanies');
    await expect(admin.locator('footer').getByRole('img')).toHaveCount(0);
  } finally {
    await setPartnership(staff, 'none');
    await admin.goto('/');
    await expect(admin.locator('footer')).toHaveAttribute('data-partnership', 'none');
    await expect(admin.locator('footer').getByTestId('partnership-footer')).toBeVisible();
  }
});

test('the back-office refuses the programme to the company administrator', async ({ browser }) => {
  const admin = await signedInPage(browser, DEMO_EMAIL);
  const refused = await admin.request.put(
    `/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/partnership`,
    {
      headers: WRITE,
      data: { partnership: 'bankBooster' },
    },
  );
  expect(refused.status()).toBe(403);
});

test('Your companies: list and tiles with plan, status, last activity; a group sees its companies rolled up', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  const admin = await signedInPage(browser, DEMO_EMAIL);
  try {
    await admin.goto('/organizations');
    await expect(admin).toHaveURL(/\/organizations\/list$/);
    // The session's company comes first (another may name it as its group).
    const entry = admin.getByTestId('organization-entry').first();
    await expect(entry).toContainText('Demo Sp. z o.o.');
    await expect(entry.getByTestId('organization-plan')).toHaveText('Pełny dostęp');
    await expect(entry.getByTestId('organization-status')).toHaveText('Aktywna');
    await expect(entry.getByTestId('organization-last-activity')).toContainText('Ostatnia aktywność:');
    await expect(admin.getByRole('heading', { name: 'Struktura grupy' })).toBeVisible();
    await expect(admin.getByText('Do tej grupy nie należy jeszcze żadna firma.')).toBeVisible();

    // Staff put the freemium demo company under the demo company (its plan has the structure module).
    await staff.goto('/backoffice');
    const row = staff.getByTestId(`organization-profile-${FREEMIUM_ORGANIZATION_ID}`);
    const group = row.getByRole('combobox', { name: 'Grupa: Freemium Demo S.A.' });
    await group.click();
    await staff.getByRole('option', { name: 'Demo Sp. z o.o.', exact: true }).click();
    await expect(group).toHaveText('Demo Sp. z o.o.');

    await admin.goto('/en/organizations/tiles');
    const tile = admin.getByTestId('organization-entry').first();
    await expect(tile.getByRole('heading', { name: 'Demo Sp. z o.o.' })).toBeVisible();
    await expect(tile.getByTestId('organization-plan')).toHaveText('Full access');
    await expect(tile.getByTestId('organization-status')).toHaveText('Active');
    await expect(tile.getByTestId('organization-last-activity')).toContainText('Last activity:');
    await expect(admin.getByRole('heading', { name: 'Group structure' })).toBeVisible();
    await expect(admin.getByTestId('group-company')).toContainText('Freemium Demo S.A.');
    await expect(admin.getByTestId('group-rolled-up')).toContainText('Group total');
  } finally {
    const reset = await staff.request.put(
      `/api/backoffice/organizations/${FREEMIUM_ORGANIZATION_ID}/parent`,
      {
        headers: WRITE,
        data: { parentOrganizationId: '' },
      },
    );
    expect(reset.status()).toBe(200);
  }
});
