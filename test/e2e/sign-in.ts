import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'admin@demo.ghg-ledger.local';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!';

/** Fills the embedded provider's login page and waits until the app has the session (back on an app page). */
export async function submitProviderLogin(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(DEMO_EMAIL);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/oidc\/|\/auth\/signed-in/);
}

/** Signs in through the real login page of the embedded provider, straight from the API's login route. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/api/auth/login?returnTo=%2Fauth%2Fsigned-in');
  await submitProviderLogin(page);
}

/**
 * Every journey starts signed in as the demo administrator, with a session of its own (a journey that logs out
 * must not end the next one's session).
 */
export const test = base.extend<{ signedIn: void }>({
  signedIn: [
    async ({ page }, use) => {
      await signIn(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
