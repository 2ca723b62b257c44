import type { Browser, Page } from '@playwright/test';
import { expect, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in.js';

// Plans and permissions (issue 6): the freemium demo company sees Scope III greyed with its dialog, its
// scope-3 paths go home and the server refuses the same operation; provider staff give it full access.
const FREEMIUM_EMAIL = 'freemium@demo.ghg-ledger.local';
const FREEMIUM_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000f3e0';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A scope-3 answer command sent from the page itself, as the web would (session cookie, CSRF header). */
async function scope3AnswerStatus(page: Page): Promise<number> {
  return page.evaluate(async (organizationId) => {
    const res = await fetch(`/api/organizations/${organizationId}/answers/waste/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ghg-csrf': '1' },
      body: JSON.stringify({
        command: { type: 'AnswerInitialQuestion', answer: 'no' },
        expectedRevision: -1,
      }),
    });
    return res.status;
  }, FREEMIUM_ORGANIZATION_ID);
}

test.describe.configure({ mode: 'serial' });

test('freemium: Scope III is greyed with the scope 3 dialog, its paths go home and the server refuses it; staff give full access and it opens', async ({
  browser,
}) => {
  const freemium = await signedInPage(browser, FREEMIUM_EMAIL);
  await freemium.goto('/report');
  const scope3 = freemium.getByTestId('scope-3');
  await expect(scope3.locator('[aria-disabled="true"]').first()).toHaveCSS('opacity', '0.5');
  await expect(scope3.locator('[aria-disabled="true"]').first()).toHaveCSS('pointer-events', 'none');
  await freemium.getByTestId('scope-3-unlock').click();
  const dialog = freemium.getByRole('dialog');
  await expect(dialog).toContainText('To funkcja premium');
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  await freemium.goto('/report/scope-3');
  await expect(freemium).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await scope3AnswerStatus(freemium)).toBe(403);

  // Results in a date range only: the dashboard starts at this year and cannot ask for everything.
  await expect(freemium.getByTestId('charts-loading')).toHaveAttribute('data-loading', 'false');
  await expect(freemium.getByTestId('period-2')).toBeChecked();
  await expect(freemium.getByTestId('period-1')).toBeDisabled();
  await expect(freemium.getByTestId('charts-failed')).toHaveCount(0);

  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  await staff.goto('/backoffice');
  const row = staff.getByTestId(`organization-${FREEMIUM_ORGANIZATION_ID}`);
  await expect(row.getByTestId('plan-label')).toHaveText('Freemium');
  await row.getByRole('combobox').click();
  await staff.getByRole('option', { name: 'Pełny dostęp' }).click();
  await expect(row.getByTestId('plan-label')).toHaveText('Pełny dostęp');
  try {
    await freemium.goto('/report');
    await expect(freemium.getByTestId('scope-3-unlock')).toHaveCount(0);
    await expect(freemium.getByTestId('scope-3').locator('[aria-disabled="true"]')).toHaveCount(0);
    await freemium.goto('/report/scope-3');
    await expect(freemium).toHaveURL(/\/report\/scope-3$/);
    expect(await scope3AnswerStatus(freemium)).toBe(200);
  } finally {
    // Later journeys (reduction plans, onboarding) expect the freemium demo company on Freemium.
    await row.getByRole('combobox').click();
    await staff.getByRole('listbox').getByRole('option', { name: 'Freemium', exact: true }).click();
    await expect(row.getByTestId('plan-label')).toHaveText('Freemium');
  }
});
