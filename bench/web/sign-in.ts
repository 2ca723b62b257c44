import { chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface Account {
  email: string;
  password: string;
}

/** Fills the embedded identity provider's real login page; answers the session's Cookie header. */
async function signIn(page: Page, baseUrl: string, account: Account): Promise<string> {
  await page.goto(`${baseUrl}/api/auth/login?returnTo=%2Fauth%2Fsigned-in`);
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !/\/oidc\/|\/auth\/signed-in/.test(url.pathname), { timeout: 30_000 });
  const cookies = await page.context().cookies(baseUrl);
  if (cookies.length === 0) throw new Error('signed in but the browser holds no session cookie');
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Signs in inside the Chrome that Lighthouse will drive (over its debugging port), so the session cookie is in
 * that browser's own jar. A Cookie header given to Lighthouse as an extra header reaches the page's navigation but
 * not its fetch() calls (Chromium answers /graphql without it: 401), hence the sign-in in the same browser.
 */
export async function signInOverCdp(port: number, baseUrl: string, account: Account): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('the Chrome to measure has no default context');
  const page = await context.newPage();
  try {
    const cookie = await signIn(page, baseUrl, account);
    // Signing in loaded the app: its files must not be served from cache in the measured (first) visit.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return cookie;
  } finally {
    await page.close();
    await browser.close();
  }
}
