import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'admin@demo.ghg-ledger.local';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-Ledger-2026!';

/** Fills the embedded provider's login page and waits until the app has the session (back on an app page). */
export async function submitProviderLogin(
  page: Page,
  password = DEMO_PASSWORD,
  email = DEMO_EMAIL,
): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/oidc\/|\/auth\/signed-in/);
}

/** Signs in through the real login page of the embedded provider, straight from the API's login route. */
export async function signIn(page: Page, email = DEMO_EMAIL): Promise<void> {
  await page.goto('/api/auth/login?returnTo=%2Fauth%2Fsigned-in');
  await submitProviderLogin(page, DEMO_PASSWORD, email);
}

/** The other seeded demo people (apps/api/src/seed/demo-accounts.ts), all with the demo password. */
export const DEMO_MEMBER_EMAIL = 'member@demo.ghg-ledger.local';
export const DEMO_AUDITOR_EMAIL = 'auditor@demo.ghg-ledger.local';
export const PROVIDER_STAFF_EMAIL = 'staff@provider.ghg-ledger.local';
export const PROVIDER_SUPERVISOR_EMAIL = 'supervisor@provider.ghg-ledger.local';
/** The administrator of the second demo company, on the freemium plan. */
export const FREEMIUM_EMAIL = 'freemium@demo.ghg-ledger.local';

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
