import { type Browser, type Page, expect, test } from '@playwright/test';
import { adminAccount, advancedDetails, registeredCompany } from '../api/registration-fixtures';
import { DEMO_EMAIL, PROVIDER_STAFF_EMAIL, signIn, submitProviderLogin } from './sign-in';

// One person in several companies (issue 6 §3, spec §7 "Your companies"): Anna has her own company; the demo
// company invites her address; the form answers 'account already exists', she logs in from there and accepts,
// then switches between the two companies, with her role in each.

const CSRF = { 'x-ghg-csrf': '1' };
const stamp = Date.now().toString(36);
const anna = { email: `anna.${stamp}@zielona-logistyka.pl`, password: adminAccount.password };
const company = `Zielona Logistyka ${stamp}`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Anna's own company, registered through a provider's admin link (the admin-variant journey is elsewhere). */
async function registerAnnasCompany(browser: Browser): Promise<void> {
  const staff = await newPage(browser);
  await signIn(staff, PROVIDER_STAFF_EMAIL);
  const { magicLinkId } = (await (await staff.request.post('/api/magicLinks', { headers: CSRF })).json()) as {
    magicLinkId: string;
  };
  const registered = await staff.request.post(`/api/magic/${magicLinkId}/admin`, {
    headers: CSRF,
    data: {
      account: { ...adminAccount, firstName: 'Anna', email: anna.email, repeatEmail: anna.email },
      company: { ...registeredCompany, companyName: company },
      advanced: advancedDetails,
    },
  });
  expect(registered.status()).toBe(201);
  await staff.context().close();
}

/** The demo administrator invites Anna as a member and reads the invitation's link in the outbox. */
async function inviteAnna(browser: Browser): Promise<string> {
  const admin = await newPage(browser);
  await signIn(admin, DEMO_EMAIL);
  await admin.goto('/company/users');
  await admin.locator('#invite-email').fill(anna.email);
  await admin.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(admin.getByText('Link wysłany')).toBeVisible();
  const link = await admin
    .getByTestId('outbox-message')
    .filter({ hasText: anna.email })
    .first()
    .getByRole('link')
    .getAttribute('href');
  expect(link).toMatch(/\/ml\/[0-9a-f-]{36}$/);
  await admin.context().close();
  return link!;
}

test('an existing account accepts an invitation, then switches between its companies in Your companies', async ({
  browser,
}) => {
  await registerAnnasCompany(browser);
  const link = await inviteAnna(browser);

  const page = await newPage(browser);
  await page.goto(link);
  await expect(page).toHaveURL(/\/public-form\/user\/register$/);
  await page.locator('#field-firstName').fill('Anna');
  await page.locator('#field-lastName').fill('Zielińska');
  await page.locator('#field-password').fill(anna.password);
  await page.locator('#field-repeatPassword').fill(anna.password);
  await page.getByLabel('Akceptuję regulamin').check();
  await page.getByLabel('Akceptuję politykę prywatności').check();
  await page.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(page.getByRole('heading', { name: 'Konto już istnieje' })).toBeVisible();
  await expect(page.getByText('Zaloguj się nim, aby przyjąć zaproszenie')).toBeVisible();

  await page.getByRole('link', { name: 'Zaloguj się i przyjmij zaproszenie' }).click();
  await submitProviderLogin(page, anna.password, anna.email);
  await expect(page).toHaveURL(/\/invitations\/[0-9a-f-]{36}\/accept$/);
  await expect(page.getByRole('status')).toContainText('Należysz teraz do Demo Sp. z o.o. (rola: Członek)');
  await page.getByRole('link', { name: 'Przejdź do pulpitu' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Your companies, from the account menu: the demo company is current, Anna administers her own.
  await page.getByRole('button', { name: /Anna/ }).click();
  await page.getByRole('menuitem', { name: 'Twoje firmy' }).click();
  const entries = page.getByTestId('organization-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Demo Sp. z o.o.');
  await expect(entries.nth(0)).toContainText('Członek');
  await expect(entries.nth(0)).toContainText('Bieżąca');
  await expect(entries.nth(1)).toContainText(company);
  await expect(entries.nth(1)).toContainText('Administrator');

  await page.getByRole('button', { name: `Przełącz: ${company}` }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/en/organizations/tiles');
  await expect(page.getByRole('heading', { name: 'Your companies' })).toBeVisible();
  await expect(page.getByTestId('organization-entry').nth(0)).toContainText(company);
  await expect(page.getByTestId('organization-entry').nth(0)).toContainText('Current');

  // The invitation is spent: opening it again says so.
  await page.goto(link);
  await expect(page).toHaveURL(/\/public-form\/link-expired$/);
});
