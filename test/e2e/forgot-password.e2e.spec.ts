import { expect, test } from '@playwright/test';
import { bodyOf } from '../../apps/api/src/mail/testing/smtp-sink';
import { mailDirOf, mailsTo } from './mail-sink';
import { DEMO_PASSWORD, submitProviderLogin } from './sign-in';

// Signed out from the start: Playwright's plain test. The freemium demo administrator's password is reset, then
// reset back to the demo password by a second link (the reports journey signs in as them later).
const EMAIL = 'freemium@demo.ghg-ledger.local';
const NEW_PASSWORD = 'Nowe-Haslo-E2E-2026!';
const mailDir = mailDirOf(process.env.E2E_DATA_DIR!);

/** The reset link of the newest e-mail to `EMAIL`, once the app's outbox has delivered it. */
async function resetLink(previous: number): Promise<string> {
  await expect.poll(() => mailsTo(mailDir, EMAIL).length, { timeout: 30_000 }).toBeGreaterThan(previous);
  const text = bodyOf(mailsTo(mailDir, EMAIL).at(-1)!);
  expect(text).toContain('Ktoś poprosił o ustawienie nowego hasła');
  return /(http\S+\/oidc\/reset-password\S+)/.exec(text)![1]!;
}

test('forgot password: from the login page to a new password by e-mail, once', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page.getByRole('heading', { name: 'Nie pamiętasz hasła?' })).toBeVisible();

  const before = mailsTo(mailDir, EMAIL).length;
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Jeśli konto z tym adresem istnieje, wysłaliśmy na niego link do ustawienia nowego hasła. Link działa raz, przez 30 minut.',
  );
  const link = await resetLink(before);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
  await expect(page.getByText('co najmniej 10 znaków')).toBeVisible();
  await page.getByLabel('Nowe hasło', { exact: true }).fill('krotkie');
  await page.getByLabel('Powtórz nowe hasło').fill('krotkie');
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('alert')).toHaveText('Hasło musi mieć co najmniej 10 znaków');

  await page.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało zmienione');

  // The new password signs in.
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await submitProviderLogin(page, NEW_PASSWORD, EMAIL);
  await expect(page.getByRole('button', { name: /Filip Freemium/ })).toBeVisible();

  // The same link again: spent.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Ten link wygasł albo został już użyty.');

  // A second request gives a new link, which puts the demo password back.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  const sent = mailsTo(mailDir, EMAIL).length;
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await page.goto(await resetLink(sent));
  await page.getByLabel('Nowe hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Powtórz nowe hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(page.getByRole('status')).toContainText('Hasło zostało zmienione');
});
