import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, signIn, submitProviderLogin } from './sign-in';

// These journeys start signed out, so they use Playwright's plain test rather than the signed-in fixture.

test('sign in through the embedded provider, log out from the account menu, then a page needs sign-in again', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Witaj w GHG Ledger' })).toBeVisible();
  await page.getByRole('link', { name: 'Zaloguj się' }).click();

  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/provider-login-pl.png' });
  await submitProviderLogin(page);
  await expect(page).toHaveURL(/\/$/);
  // The app under its CSP (no inline script): the signed-in home page renders.
  await expect(page.getByRole('button', { name: 'Anna Demo' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/home-signed-in-pl.png' });

  await page.getByRole('button', { name: 'Anna Demo' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/company/initial-questions');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(/Sesja wygasła/)).toBeVisible();
});

test('signed out, a page opened inside the app right after being sent to log in sends there again, not to a loader', async ({
  page,
}) => {
  await page.goto('/company/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // What the back button or an in-app link does: the router moves, the page does not load again.
  await page.evaluate(
    `history.pushState(null, '', '/product'); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Witaj w GHG Ledger' })).toBeVisible();
});

test('a wrong password is refused on the provider’s page, in English when coming from /en', async ({
  page,
}) => {
  await page.goto('/en/auth/login');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#email').fill(DEMO_EMAIL);
  await page.locator('#password').fill('not-the-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
});

test('a session that ends while a page is open: the next save sends the user to log in, in English', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/en/company/initial-questions');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await context.clearCookies({ name: 'ghg_session' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await expect(page.getByText('Session expired - log in again')).toBeVisible();
});
