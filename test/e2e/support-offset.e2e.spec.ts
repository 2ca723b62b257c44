import { mailDirOf, mailsTo } from './mail-sink';
import { expect, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in';

// Support and Offset (spec §2 navbar actions, issue 21): a message to the provider with a ticket number, e-mailed
// to the provider team and listed in the back office; the offset page with the residual emissions, partner projects
// and a quote request. The run's app has no OFFSET_PROJECTS, so the demo's example projects are shown.

const mailDir = mailDirOf(process.env.E2E_DATA_DIR!);
const PROVIDER_TEAM = 'reports@provider.ghg-ledger.local';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('Wsparcie: a support request with a screenshot gets a ticket, reaches the team by e-mail and the back office', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Wsparcie' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Wsparcie', level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-phone')).toContainText('+48 22 123 45 67');
  await expect(page.getByTestId('support-demo-link')).toHaveText('Umów spotkanie demonstracyjne');

  // Empty fields are refused in place.
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();

  // A script disguised as a PNG is refused by the server, which reads the bytes, not the name or type.
  await page.getByLabel('Temat').fill('Import zatrzymuje się');
  await page.getByLabel('Wiadomość').fill('Import arkusza zatrzymuje się na wierszu 3.');
  await page.locator('#support-screenshot').setInputFiles({
    name: 'shot.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByTestId('support-screenshot-help')).toHaveText('Wybierz obraz PNG, JPEG lub WebP');

  const before = mailsTo(mailDir, PROVIDER_TEAM).length;
  await page
    .locator('#support-screenshot')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const confirmation = page.getByTestId('support-confirmation');
  await expect(confirmation).toContainText(/Numer zgłoszenia: GHG-[0-9A-F]{8}/);
  const ticket = /GHG-[0-9A-F]{8}/.exec((await confirmation.textContent()) ?? '')![0];

  await expect
    .poll(() => mailsTo(mailDir, PROVIDER_TEAM).length, { timeout: 30_000 })
    .toBeGreaterThan(before);
  expect(mailsTo(mailDir, PROVIDER_TEAM).some((mail) => mail.includes(ticket))).toBe(true);

  await page.context().clearCookies();
  await signIn(page, PROVIDER_STAFF_EMAIL);
  await page.goto('/backoffice?tab=provider-requests');
  const listed = page.getByTestId('provider-request').filter({ hasText: ticket });
  await expect(listed).toContainText('Import zatrzymuje się');
  await expect(listed.getByRole('link', { name: 'Zrzut ekranu' })).toBeVisible();
});

test('Support in English: the form sends without a screenshot and answers a ticket number', async ({
  page,
}) => {
  await page.goto('/en/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-demo-link')).toHaveText('Book a demo meeting');
  await page.getByLabel('Subject').fill('Question about Scope 3');
  await page.getByLabel('Message').fill('Which categories apply to a software company?');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('support-confirmation')).toContainText(/Ticket number: GHG-[0-9A-F]{8}/);
});

test('Kompensacja: residual emissions, the GHG Protocol rule, partner projects and a quote request', async ({
  page,
}) => {
  await page.goto('/offset');
  await expect(page.getByRole('heading', { name: 'Kompensacja emisji', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offset-ghg-rule')).toContainText('nie odejmuje się ich od sumy emisji');
  await expect(page.getByTestId('offset-residual-total')).toHaveText(/^[\d\s ]+,\d{2} t CO2e$/);
  const projects = page.getByTestId('offset-project');
  await expect(projects).toHaveCount(2);
  await expect(projects.first()).toContainText('Gold Standard');
  await expect(projects.nth(1)).toContainText('VCS (Verra)');

  await page.getByRole('button', { name: 'Poproś o wycenę' }).click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();
  await page.getByRole('radio', { name: /Wind power/ }).check();
  await page.getByRole('button', { name: 'Poproś o wycenę' }).click();
  await expect(page.getByTestId('offset-confirmation')).toContainText(/Numer zgłoszenia: GHG-[0-9A-F]{8}/);
});

test('Offset in English under /en', async ({ page }) => {
  await page.goto('/en/offset');
  await expect(page.getByRole('heading', { name: 'Offset', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offset-ghg-rule')).toContainText(
    'never subtracted from the Scope I, II and III totals',
  );
  await expect(page.getByTestId('offset-residual-total')).toHaveText(/t CO2e$/);
  await page.getByRole('radio', { name: /Forest protection/ }).check();
  await page.getByLabel('Tonnes CO2e to offset').fill('12');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByTestId('offset-confirmation')).toContainText(/Ticket number: GHG-[0-9A-F]{8}/);
});
