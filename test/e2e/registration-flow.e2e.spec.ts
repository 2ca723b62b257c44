import { type Browser, type Page, expect, test } from '@playwright/test';
import { PROVIDER_STAFF_EMAIL, signIn } from './sign-in';

// Registration and invitations (issue 16, deliverable 4): the registration continues after a reload and in a new
// tab, each step has its own address (the back button works), a double click on "Next" asks nothing twice,
// industries in Polish order; staff invite `.local` and long top-level-domain addresses, and such an invitee
// registers.

const CSRF = { 'x-ghg-csrf': '1' };
const stamp = Date.now().toString(36);
const POLISH = new Intl.Collator('pl', { sensitivity: 'base' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'pl-PL' })).newPage();
  await signIn(page, email);
  return page;
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.locator(`#field-${field}`).click();
  await page.getByRole('option', { name: option }).click();
}

test('admin registration: a double click on Next, a reload, the back button and the link in a new tab all continue the flow', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  const created = await staff.request.post('/api/magicLinks', { headers: CSRF });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };

  const visitorContext = await browser.newContext({ locale: 'pl-PL' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/public-form\/register$/);
  const email = `ola.${stamp}@zielony-dom.pl`;
  const password = 'Zielony-Dom-2026';
  await visitor.locator('#field-firstName').fill('Ola');
  await visitor.locator('#field-lastName').fill('Zielona');
  await visitor.locator('#field-email').fill(email);
  await visitor.locator('#field-repeatEmail').fill(email);
  await visitor.locator('#field-password').fill(password);
  await visitor.locator('#field-repeatPassword').fill(password);
  await visitor.getByRole('button', { name: 'Dalej' }).dblclick();
  await expect(visitor).toHaveURL(/\/public-form\/company$/);
  await expect(visitor.locator('#field-companyName')).toBeVisible();
  await expect(visitor.getByText('To pole jest wymagane')).toHaveCount(0);

  // A reload keeps the step (the account is kept, its password only in memory).
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/public-form\/company$/);
  await visitor.locator('#field-companyName').fill(`Zielony Dom ${stamp}`);
  await visitor.locator('#field-nip').fill('123-456-32-18');
  await visitor.locator('#field-street').fill('ul. Leśna 2');
  await visitor.locator('#field-postalCode').fill('30-001');
  await visitor.locator('#field-city').fill('Kraków');
  await choose(visitor, 'country', 'Polska');
  await visitor.getByRole('button', { name: 'Dalej' }).click();
  await expect(visitor).toHaveURL(/\/public-form\/advanced$/);

  // The browser's back button returns to the company step with its data, forward to the last one.
  await visitor.goBack();
  await expect(visitor).toHaveURL(/\/public-form\/company$/);
  await expect(visitor.locator('#field-companyName')).toHaveValue(`Zielony Dom ${stamp}`);
  await visitor.goForward();
  await expect(visitor).toHaveURL(/\/public-form\/advanced$/);

  // Industries in Polish alphabetical order (spec §9).
  await visitor.locator('#field-industry').click();
  const industries = await visitor.getByRole('option').allTextContents();
  expect(industries.length).toBeGreaterThan(5);
  expect(industries).toEqual([...industries].sort(POLISH.compare));
  await visitor.keyboard.press('Escape');

  // The same link in a new tab continues at the last step; the password is asked again there.
  const second = await visitorContext.newPage();
  await second.goto(link);
  await expect(second).toHaveURL(/\/public-form\/advanced$/);
  await expect(second.getByTestId('registration-passwords-again')).toBeVisible();
  await second.locator('#field-password').fill(password);
  await second.locator('#field-repeatPassword').fill(password);
  await choose(second, 'industry', 'Bankowość');
  await choose(second, 'peopleAmount', /Mała firma/);
  await choose(second, 'annualRevenue', /Od 100 000/);
  await second.getByLabel('Akceptuję regulamin').check();
  await second.getByLabel('Akceptuję politykę prywatności').check();
  await second.getByRole('button', { name: 'Utwórz konto i firmę' }).click();
  await expect(second.getByRole('heading', { name: 'Konto i firma utworzone' })).toBeVisible();
});

test('staff test addresses: invitations to .local and long top-level domains are sent, and the .local invitee registers', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'admin@demo.ghg-ledger.local');
  await admin.goto('/company/users');
  const local = `tester.${stamp}@qa.local`;
  for (const invitee of [local, `anna.${stamp}@biuro.solutions`]) {
    await admin.locator('#invite-email').fill(invitee);
    await admin.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expect(
      admin
        .getByRole('table', { name: 'Wysłane zaproszenia' })
        .getByRole('cell', { name: invitee, exact: true }),
    ).toBeVisible();
  }
  // The invitee's e-mail (the run's outbox) carries the link; the invited .local address registers.
  const mail = admin.getByTestId('outbox-message').filter({ hasText: local }).first();
  const link = await mail.getByRole('link').getAttribute('href');
  expect(link).toMatch(/\/ml\/[0-9a-f-]{36}$/);

  const guest = await (await browser.newContext({ locale: 'pl-PL' })).newPage();
  await guest.goto(link!);
  await expect(guest).toHaveURL(/\/public-form\/user\/register$/);
  await expect(guest.locator('#field-email')).toHaveValue(local);
  await guest.locator('#field-firstName').fill('Tester');
  await guest.locator('#field-lastName').fill('Lokalny');
  await guest.locator('#field-password').fill('Haslo-Testera1');
  await guest.locator('#field-repeatPassword').fill('Haslo-Testera1');
  await guest.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(guest.getByRole('heading', { name: 'Konto utworzone' })).toBeVisible();
});
