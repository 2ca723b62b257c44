import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in';

// Issue 21 point 8, spec §2 and §7: the remembered report page comes back on a return to /report and is dropped
// elsewhere; sign-out also ends the session at the identity provider (RP-initiated logout), so the next sign-in
// asks for the password again. (The chunk reload guard of spec §4 is foundation.e2e.spec.ts.)

async function logOutFromMenu(page: Page, menuItem: string) {
  let providerLogout = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/oidc/session/end')) providerLogout++;
  });
  await page.getByRole('button', { name: 'Anna Demo' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  await expect.poll(() => providerLogout).toBeGreaterThan(0);
}

test('logout ends the provider session too: signing in again asks for the password (Polish)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await logOutFromMenu(page, 'Wyloguj');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/auth\/login$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  // Without the provider's logout its session cookie would sign in at once, with no form.
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.locator('#password')).toBeVisible();
});

test('logout ends the provider session too and comes back to the English login page', async ({ page }) => {
  await signIn(page);
  await page.goto('/en');
  await logOutFromMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/en\/auth\/login$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#password')).toBeVisible();
});

test('the report page the user was on comes back on /report, and is forgotten outside /report', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/report/scope-1');
  await expect(page).toHaveURL(/\/report\/scope-1$/);
  await expect.poll(() => page.evaluate("window.localStorage.getItem('reportPath')")).toBe('/report/scope-1');
  await page.goto('/report');
  await expect(page).toHaveURL(/\/report\/scope-1$/);

  await page.goto('/en/report/scope-2');
  await expect(page).toHaveURL(/\/en\/report\/scope-2$/);
  await expect
    .poll(() => page.evaluate("window.localStorage.getItem('reportPath')"))
    .toBe('/en/report/scope-2');
  await page.goto('/en/report');
  await expect(page).toHaveURL(/\/en\/report\/scope-2$/);

  // Outside /report the memory is cleared: the overview stays.
  await page.goto('/en/benchmarks');
  await expect.poll(() => page.evaluate("window.localStorage.getItem('reportPath')")).toBeNull();
  await page.goto('/en/report');
  await expect(page).toHaveURL(/\/en\/report$/);
  await page.goto('/report');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/report$/);
});
