import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Every journey starts signed in as the demo administrator, on the app's landing page. The session is made once
 * per server and reused (the OpenID round trip was ~3 s of every journey on two shared cores); a journey that
 * logs out, or ends the session otherwise, leaves a session that /api/users/me refuses, and the next journey
 * signs in afresh. Only the journey's own page gets the cookies (not its storageState option, which every context
 * a journey opens would inherit: a second person signing in there would end the administrator's provider
 * session), and not the language cookie, which is each journey's own.
 */
export const test = base.extend<{ signedIn: void }, { adminSessions: Map<string, Cookies> }>({
  adminSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  signedIn: [
    async ({ page, context, adminSessions, baseURL }, use) => {
      const saved = adminSessions.get(baseURL ?? '');
      if (saved) await context.addCookies(saved);
      const reused = saved !== undefined && (await page.request.get('/api/users/me')).ok();
      if (reused) {
        // Where signIn lands: the home page in the browser's language.
        await page.goto('/auth/signed-in');
        await expect(page).not.toHaveURL(/\/auth\/signed-in/);
      } else {
        // As a new browser would: a provider session left in the reused cookies would skip the login form.
        await context.clearCookies();
        await signIn(page);
        const cookies = await context.cookies();
        adminSessions.set(
          baseURL ?? '',
          cookies.filter((cookie) => cookie.name !== 'locale'),
        );
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };
