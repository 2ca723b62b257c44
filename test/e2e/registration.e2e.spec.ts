import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_MEMBER_EMAIL, PROVIDER_STAFF_EMAIL, signIn, submitProviderLogin } from './sign-in';

// Magic links and invitations (issue 6): both registration variants through the public forms of the built app,
// the link expired once used, and an invitation from the users page to the invitee's first sign-in.

const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const CSRF = { 'x-ghg-csrf': '1' };
const stamp = Date.now().toString(36);

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/api/auth/login?returnTo=%2Fauth%2Fsigned-in');
  await submitProviderLogin(page, password, email);
}

async function me(page: Page): Promise<{ organizationId: string; role: string; email: string }> {
  const res = await page.request.post('/graphql', {
    headers: CSRF,
    data: { query: '{ me { organizationId role email } }' },
  });
  return ((await res.json()) as { data: { me: { organizationId: string; role: string; email: string } } })
    .data.me;
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.locator(`#field-${field}`).click();
  await page.getByRole('option', { name: option }).click();
}

test('admin variant: provider staff hand out a link, a new company registers in three steps, then the link is expired', async ({
  browser,
}) => {
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  const created = await staff.request.post('/api/magicLinks', { headers: CSRF });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/public-form\/register$/);
  const email = `ewa.${stamp}@zielona-energia.pl`;
  const password = 'Zielona-Energia1';
  await visitor.locator('#field-firstName').fill('Ewa');
  await visitor.locator('#field-lastName').fill('Zielińska');
  await visitor.locator('#field-email').fill(email);
  await visitor.locator('#field-repeatEmail').fill('inny@zielona-energia.pl');
  await visitor.locator('#field-password').fill('Krotkie1!');
  await visitor.locator('#field-repeatPassword').fill('Krotkie1!');
  await visitor.getByRole('button', { name: 'Dalej' }).click();
  // Spec §5 in Polish: the admin password needs 10 characters; then the e-mails must match.
  await expect(visitor.getByText('Hasło musi mieć co najmniej 10 znaków', { exact: true })).toBeVisible();
  await visitor.locator('#field-password').fill(password);
  await visitor.locator('#field-repeatPassword').fill(password);
  await visitor.getByRole('button', { name: 'Dalej' }).click();
  await expect(visitor.getByText('Adresy e-mail muszą być takie same')).toBeVisible();
  await visitor.locator('#field-repeatEmail').fill(email.toUpperCase());
  await visitor.getByRole('button', { name: 'Dalej' }).click();

  await expect(visitor).toHaveURL(/\/public-form\/company$/);
  await visitor.locator('#field-companyName').fill(`Zielona Energia ${stamp}`);
  await visitor.locator('#field-nip').fill('123-456-32-18');
  await visitor.locator('#field-street').fill('ul. Prosta 1');
  await visitor.locator('#field-postalCode').fill('00-950');
  await visitor.locator('#field-city').fill('Warszawa');
  await choose(visitor, 'country', 'Polska');
  await visitor.getByRole('button', { name: 'Dalej' }).click();

  await expect(visitor).toHaveURL(/\/public-form\/advanced$/);
  await choose(visitor, 'industry', 'Bankowość');
  await choose(visitor, 'peopleAmount', /Mała firma/);
  await choose(visitor, 'annualRevenue', /Od 100 000/);
  await visitor.getByRole('button', { name: 'Utwórz konto i firmę' }).click();
  await expect(visitor.getByText('Akceptacja regulaminu jest wymagana')).toBeVisible();
  await visitor.getByLabel('Akceptuję regulamin').check();
  await visitor.getByLabel('Akceptuję politykę prywatności').check();
  await visitor.getByRole('button', { name: 'Utwórz konto i firmę' }).click();
  await expect(visitor.getByRole('heading', { name: 'Konto i firma utworzone' })).toBeVisible();

  // One-time: the same link now opens link-expired.
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/public-form\/link-expired$/);
  await expect(visitor.getByRole('heading', { name: 'Link wygasł' })).toBeVisible();

  // The new administrator signs in to the new company.
  await signInWith(visitor, email, password);
  await expect.poll(async () => (await me(visitor)).role).toBe('administrator');
  expect((await me(visitor)).organizationId).not.toBe(DEMO_ORGANIZATION_ID);
});

test('invitation: the administrator invites, reads the e-mail in the outbox; the invitee registers and signs in to the company', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'admin@demo.ghg-ledger.local');
  await admin.goto('/company/users');
  const invitee = `jan.${stamp}@firma-demo.pl`;
  await admin.locator('#invite-email').fill(invitee);
  await admin.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(admin.getByText('Link wysłany')).toBeVisible();
  const invitations = admin.getByRole('table', { name: 'Wysłane zaproszenia' });
  await expect(invitations.getByRole('cell', { name: invitee, exact: true })).toBeVisible();

  // 'This email already exists' on a second invitation of the same address.
  await admin.locator('#invite-email').fill(invitee.toUpperCase());
  await admin.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(admin.getByText('Ten adres e-mail już istnieje')).toBeVisible();

  // Copy link ('link copied') and resend (a second e-mail, 'magic link sent').
  const row = invitations.getByRole('row').filter({ hasText: invitee });
  await row.getByRole('button', { name: 'Kopiuj link' }).click();
  await expect(admin.getByText('Link skopiowany')).toBeVisible();
  const copied = await admin.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toMatch(/\/ml\/[0-9a-f-]{36}$/);
  await row.getByRole('button', { name: 'Wyślij ponownie' }).click();
  await expect(admin.getByTestId('outbox-message').filter({ hasText: invitee })).toHaveCount(2);

  const mail = admin.getByTestId('outbox-message').filter({ hasText: invitee }).first();
  await expect(mail).toBeVisible();
  const link = await mail.getByRole('link').getAttribute('href');
  expect(link).toMatch(/\/ml\/[0-9a-f-]{36}$/);
  expect(link).toBe(copied);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link!);
  await expect(guest).toHaveURL(/\/public-form\/user\/register$/);
  await expect(guest.locator('#field-email')).toHaveValue(invitee);
  const password = 'Haslo-Jana1';
  await guest.locator('#field-firstName').fill('Jan');
  await guest.locator('#field-lastName').fill('Nowak');
  await guest.locator('#field-password').fill(password);
  await guest.locator('#field-repeatPassword').fill('inne-haslo');
  await guest.getByLabel('Akceptuję regulamin').check();
  await guest.getByLabel('Akceptuję politykę prywatności').check();
  await guest.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(guest.getByText('Hasła muszą być takie same')).toBeVisible();
  await guest.locator('#field-repeatPassword').fill(password);
  await guest.getByRole('button', { name: 'Utwórz konto' }).click();
  await expect(guest.getByRole('heading', { name: 'Konto utworzone' })).toBeVisible();

  await guest.goto(link!);
  await expect(guest).toHaveURL(/\/public-form\/link-expired$/);

  await signInWith(guest, invitee, password);
  await expect.poll(async () => (await me(guest)).organizationId).toBe(DEMO_ORGANIZATION_ID);
  expect((await me(guest)).role).toBe('member');

  // The invitation is used: the invitee is an active user, no longer an open invitation.
  await admin.reload();
  await expect(
    admin
      .getByRole('table', { name: 'Aktywni użytkownicy' })
      .getByRole('cell', { name: invitee, exact: true }),
  ).toBeVisible();
  await expect(invitations.getByRole('cell', { name: invitee, exact: true })).toHaveCount(0);
});

test('a member cannot view users and invitations: the page says so', async ({ browser }) => {
  const member = await signedInPage(browser, DEMO_MEMBER_EMAIL);
  await member.goto('/company/users');
  await expect(
    member.getByText('Nie masz uprawnień do przeglądania użytkowników i zaproszeń tej firmy.'),
  ).toBeVisible();
});
