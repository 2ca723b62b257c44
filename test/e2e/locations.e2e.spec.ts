import { DEMO_MEMBER_EMAIL, expect, signIn, test } from './sign-in';

// My company → Locations (spec §2, §3, §8): the demo administrator adds a location, finds it after a reload,
// is told under the field that a name in other letter case is taken, and deletes it again, so the demo
// company ends as it started.

const NAME = 'Łódź Bałuty e2e';

test('the administrator adds a location, sees it after a reload, is refused a duplicate, and deletes it', async ({
  page,
}, testInfo) => {
  await page.goto('/company/locations');
  await expect(page.getByRole('heading', { name: 'Lokalizacje', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lokalizacje' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Lokalizacje firmy' });
  const field = page.getByRole('textbox', { name: 'Nazwa lokalizacji' });

  // Keyboard only: type the name and press Enter.
  await field.fill(NAME);
  await field.press('Enter');
  await expect(page.getByText('Lokalizacja dodana')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(list.getByText(NAME, { exact: true })).toBeVisible();

  await page.reload();
  await expect(list.getByText(NAME, { exact: true })).toBeVisible();

  await field.fill('  łódź BAŁUTY E2E ');
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText('Lokalizacja o tej nazwie już istnieje')).toBeVisible();
  await expect(field).toHaveValue('  łódź BAŁUTY E2E ');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('locations-duplicate.png'), fullPage: true });

  await page.getByRole('button', { name: `Usuń lokalizację ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć lokalizację?' });
  await expect(dialog).toContainText(NAME);
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Lokalizacja usunięta')).toBeVisible();
  await expect(page.getByText(NAME, { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nazwa lokalizacji' })).toBeVisible();
  await expect(page.getByText(NAME, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('locations-after-delete.png'), fullPage: true });
});

test('a member reads the locations without add or delete controls', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, DEMO_MEMBER_EMAIL);
  await member.goto('/company/locations');
  await expect(member.getByText('Lokalizacje dodaje i usuwa administrator firmy.')).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Nazwa lokalizacji' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);
  await member.screenshot({ path: testInfo.outputPath('locations-member.png'), fullPage: true });
  await context.close();
});

test('the English page speaks English', async ({ page }) => {
  await page.goto('/en/company/locations');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location name' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
});
