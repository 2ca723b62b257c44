import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './sign-in';

// Reduction plans and targets (issue 19): the demo company (full access) filters the cards, adopts a measure,
// sets a target and sees its line on the dashboard; a freemium company is sent home and gets the dialog.
test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function chooseScope(page: Page, value: number) {
  await page.getByTestId('reduction-scope-select').click();
  await page.getByTestId(`reduction-scope-${value}`).click();
}

test('PL: filter by Scope II, adopt a measure, see the badge, set a target, see the line on the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/reduction-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plany redukcji' })).toBeVisible();
  const cards = page.locator('section[data-scope]');
  await expect(cards.first()).toBeVisible();
  // 'Best for you' is one measure over all the company's sections.
  await expect(page.getByTestId('badge-best')).toHaveCount(1);
  await expect(page.getByTestId('badge-best')).toHaveText('Najlepsze dla Ciebie');

  await chooseScope(page, 2);
  await expect(cards.first()).toHaveAttribute('data-scope', 'scope-2');
  for (const scope of await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-scope'))))
    expect(scope).toBe('scope-2');

  const adopt = cards.first().locator('[data-testid^="adopt-"]').first();
  const measureId = (await adopt.getAttribute('data-testid'))!.replace(/^adopt-/, '');
  await adopt.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('commitment-save').click();
  await expect(dialog.getByText('To pole jest wymagane').first()).toBeVisible();
  await dialog.getByTestId('commitment-owner').fill('Anna Demo');
  await dialog.getByTestId('commitment-due-date').fill('2027-06-30');
  await dialog.getByTestId('commitment-save').click();
  await expect(dialog).toBeHidden();
  const measure = page.getByTestId(`measure-${measureId}`);
  await expect(measure.getByTestId('badge-plan')).toHaveText('Plan redukcji');
  await expect(page.getByTestId(`plan-row-${measureId}`)).toContainText('Anna Demo');
  // The plan's history: the adoption on top, with who made it and the measure's name.
  const title = ((await measure.locator('p').first().textContent()) ?? '').trim();
  const latest = page.getByTestId('plan-history-entry').first();
  await expect(latest).toHaveAttribute('data-kind', 'adopted');
  await expect(latest).toContainText('Dodano do planu (Zaplanowane)');
  await expect(latest).toContainText('Anna Demo');
  expect(title).not.toBe('');
  await expect(latest).toContainText(title);

  const year = await page.getByTestId('reduction-intro').getAttribute('data-year');
  expect(year).toMatch(/^\d{4}$/);
  await page.getByTestId('target-baseYear').fill(year!);
  await page.getByTestId('target-targetYear').fill('2030');
  // A retry finds the first attempt's target: another percent, so saving it is still a change.
  await page.getByTestId('target-scope12Percent').fill(String(42 + testInfo.retry));
  const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('SetReductionTarget'));
  await page.getByTestId('target-save').click();
  const answer = (await (await saved).json()) as { data?: { setReductionTarget?: { changed: boolean } } };
  expect(answer).toEqual({ data: { setReductionTarget: expect.objectContaining({ changed: true }) } });

  await page.goto('/');
  const panel = page.getByTestId('target-progress');
  // The dashboard reads several queries at once; on a loaded machine they take a while.
  await expect(panel.getByRole('heading', { name: 'Postęp celu redukcji' })).toBeVisible({ timeout: 30_000 });
  const chart = panel.getByTestId('target-progress-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('path')).not.toHaveCount(0);
  await expect(panel.getByText('Ścieżka celu', { exact: true })).toBeVisible();
  await expect(panel.getByText('Emisje rzeczywiste', { exact: true })).toBeVisible();
});

test('EN: the plan measure moves to in progress, the cards filter by Scope II and the dashboard shows the target line', async ({
  page,
}) => {
  await page.goto('/en/reduction-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Reduction plans' })).toBeVisible();
  await expect(page.getByTestId('badge-best')).toHaveText('Best for you');
  await chooseScope(page, 2);
  await expect(page.locator('section[data-scope]').first()).toHaveAttribute('data-scope', 'scope-2');
  await expect(page.getByTestId('badge-plan').first()).toHaveText('Reduction plan');

  const row = page.locator('[data-testid^="plan-row-"]').first();
  const measureId = (await row.getAttribute('data-testid'))!.replace(/^plan-row-/, '');
  await page.getByTestId(`status-${measureId}`).locator('..').click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(page.getByTestId(`status-${measureId}`)).toHaveValue('in-progress');
  await expect(page.getByTestId('plan-history-entry').first()).toContainText('Status: Planned → In progress');

  await page.goto('/en');
  const panel = page.getByTestId('target-progress');
  await expect(panel.getByRole('heading', { name: 'Reduction target progress' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByText('Target trajectory', { exact: true })).toBeVisible();
});

test('freemium: reduction-plans paths go home and the plan card opens the reduction-plans dialog', async ({
  browser,
}) => {
  const freemium = await signedInPage(browser, 'freemium@demo.ghg-ledger.local', 'en-GB');
  await freemium.goto('/en/reduction-plans');
  await expect(freemium).toHaveURL(/\/en$/);
  await freemium.getByTestId('plan-unlock-predefinedReductionStrategies').click();
  await expect(freemium.getByTestId('upgrade-dialog-reduction-plans')).toBeVisible();
  await freemium.context().close();
});
