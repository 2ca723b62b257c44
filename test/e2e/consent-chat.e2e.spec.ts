import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, signIn } from './sign-in';
import { THIRD_PARTY_BASE_URL, type ThirdPartyApp, startThirdPartyApp } from './third-party-app';

// Cookie consent, the analytics container and the live chat (issue 21, spec §1, §4, §7, §8), on an app with
// both configured (third-party-app.ts): nothing loads before consent, both load after it (the chat's first load
// fails and it is loaded once more), the choice is kept and changed from the footer, and the CSP names exactly
// the configured origin.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: THIRD_PARTY_BASE_URL });

let third: ThirdPartyApp;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  third = await startThirdPartyApp();
});
test.afterAll(async () => {
  await third?.stop();
});

const hits = (path: string) => third.fake.hits.get(path) ?? 0;

test('PL: nothing before consent; analytics and chat after it, the chat loaded again after a failure', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await signIn(page);
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Pliki cookies' })).toBeVisible();
  expect(hits('/gtm.js') + hits('/chat-widget.js')).toBe(0);
  await expect(page.locator('script[data-ghg]')).toHaveCount(0);

  const csp = (await page.request.get('/')).headers()['content-security-policy']!;
  expect(csp).toContain(`script-src 'self' ${third.fake.url};`);
  expect(csp).toContain(`img-src 'self' data: ${third.fake.url};`);

  await banner.getByRole('button', { name: 'Akceptuję analityczne' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __analyticsLoaded?: boolean }).__analyticsLoaded))
    .toBe(true);
  const chat = page.locator('#fake-chat');
  await expect(chat).toHaveText(`Chat: ${DEMO_EMAIL}`);
  await expect(chat).toHaveAttribute('data-token', 'present');
  await expect(chat).toHaveAttribute('data-key', 'e2e-chat-key');
  expect(hits('/chat-widget.js')).toBe(2);
  expect(logs.some((line) => line.includes('chat widget failed to load; loading it again'))).toBe(true);

  // The choice is kept: after a reload no banner, and the third parties start again.
  await page.reload();
  await expect(page.locator('#fake-chat')).toBeVisible();
  await expect(banner).toBeHidden();

  // Changed from the footer: only necessary cookies, then nothing loads any more.
  await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
  await expect(page.getByTestId('consent-current')).toHaveText('Obecny wybór: niezbędne i analityczne.');
  await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
  const before = { gtm: hits('/gtm.js'), chat: hits('/chat-widget.js') };
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#fake-chat')).toHaveCount(0);
  await expect(page.locator('script[data-ghg]')).toHaveCount(0);
  expect({ gtm: hits('/gtm.js'), chat: hits('/chat-widget.js') }).toEqual(before);
});

test('EN: the banner in English, a refusal loads nothing, and the missing chat token is logged', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await signIn(page);
  await page.goto('/en');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  const before = hits('/chat-widget.js');
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await page.reload();
  await expect(page.locator('#fake-chat')).toHaveCount(0);
  expect(hits('/chat-widget.js')).toBe(before);

  // A session whose access token carried no chat token: the widget starts with the e-mail and the gap is logged.
  await page.route('**/api/auth/session', (route) =>
    route.fulfill({
      json: { userId: 'u', organizationId: 'o', chatToken: null, expiresAt: new Date().toISOString() },
    }),
  );
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByTestId('consent-current')).toHaveText('Current choice: only necessary.');
  await page.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(page.locator('#fake-chat')).toHaveAttribute('data-token', 'missing');
  expect(logs.some((line) => line.includes('the session carries no chat identity token'))).toBe(true);
});

test('without the chat module (freemium plan) the chat never loads, even with consent', async ({ page }) => {
  await signIn(page, 'freemium@demo.ghg-ledger.local');
  await page.goto('/');
  const before = hits('/chat-widget.js');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Akceptuję analityczne' }).click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as { __analyticsLoaded?: boolean }).__analyticsLoaded))
    .toBe(true);
  await expect(page.locator('#fake-chat')).toHaveCount(0);
  expect(hits('/chat-widget.js')).toBe(before);
});
