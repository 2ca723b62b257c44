import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './route-walk';
import { expect, test } from './sign-in';

// Dashboard (issue 5) on the demo company's two seeded years: chart types, filters, custom range, drill-down
// sums, both languages.

/** A figure shown with the page's number format ('12,34' in Polish, '12.34' in English) as a number. */
async function figure(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/\s/g, '').replace(/[^\d,.-]/g, '');
  return Number(text.replace(',', '.'));
}

async function chartsLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('charts-loading')).toHaveAttribute('data-loading', 'false');
}

/** Opens the drill-down of a clickable figure and checks that its lines add up to it. */
async function drillAddsUp(page: Page, open: Locator): Promise<void> {
  await open.click();
  const dialog = page.getByTestId('drill-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('drill-line').first()).toBeVisible();
  await expect(dialog.getByTestId('drill-adds-up')).toHaveAttribute('data-adds-up', 'true');
  await dialog.getByTestId('drill-close').click();
  await expect(dialog).toBeHidden();
}

test('the dashboard in Polish: treemap by default, doughnut, scope and period filters, custom range', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await chartsLoaded(page);
  await expect(page.getByText('Suma śladu', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('emissions-chart-treemap')).toBeVisible();
  const everything = await figure(page.getByTestId('total-sum-value'));
  expect(everything).toBeGreaterThan(0);

  await page.getByTestId('chart-type-doughnut').click();
  await expect(page.getByTestId('emissions-chart-doughnut')).toBeVisible();
  await expect(page.getByTestId('emissions-chart-treemap')).toHaveCount(0);

  // The previous year only (2025 when this runs in 2026): less than everything since 2024.
  await page.getByTestId('period-3').check();
  await chartsLoaded(page);
  const previousYear = await figure(page.getByTestId('total-sum-value'));
  expect(previousYear).toBeGreaterThan(0);
  expect(previousYear).toBeLessThan(everything);

  // A custom range written in the calendar field; choosing a radio afterwards clears it.
  await page.getByTestId('period-4').check();
  await page.getByTestId('period-calendar').fill('01-2024 - 06-2024');
  await page.getByTestId('period-calendar-apply').click();
  await chartsLoaded(page);
  const halfYear = await figure(page.getByTestId('total-sum-value'));
  expect(halfYear).toBeGreaterThan(0);
  expect(halfYear).toBeLessThan(everything - previousYear + 0.01);
  await page.getByTestId('period-1').check();
  await chartsLoaded(page);
  await expect(page.getByTestId('period-calendar')).toHaveValue('');
  expect(await figure(page.getByTestId('total-sum-value'))).toBeCloseTo(everything, 2);

  // Scope II only: the chart shows Scope II's sections, adding up to the Scope II card.
  const scope2 = await figure(page.getByTestId('scope-card-value-scope2'));
  await page.getByTestId('scope-filter').click();
  await page.getByTestId('scope-filter-2').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await chartsLoaded(page);
  await expect(page.getByTestId('chart-entry-heat')).toBeVisible();
  await expect(page.getByTestId('chart-entry-equipment')).toHaveCount(0);
  expect(await figure(page.getByTestId('chart-entries-total'))).toBeCloseTo(scope2, 2);
  await page.screenshot({ path: 'test-results/e2e/dashboard-pl.png', fullPage: true });
});

/** The panel's figures: the PCAF score and each origin's tonnes and share, as shown. */
async function dataQuality(page: Page): Promise<{ score: number; tonnes: number; shares: number }> {
  const panel = page.getByTestId('data-quality');
  await expect(panel.getByTestId('pcaf-score')).toBeVisible();
  const scoreText = await panel.getByTestId('pcaf-score').innerText();
  const score = Number(
    scoreText
      .slice(scoreText.lastIndexOf(':') + 1)
      .trim()
      .replace(',', '.'),
  );
  let tonnes = 0;
  let shares = 0;
  for (const origin of ['supplier-specific', 'activity-data', 'default-factor', 'spend-based']) {
    // The origin's name is the row header; the cells are its tonnes and its share.
    const cells = panel.getByTestId(`data-quality-${origin}`).getByRole('cell');
    tonnes += await figure(cells.nth(0));
    shares += await figure(cells.nth(1));
  }
  return { score, tonnes, shares };
}

test('data quality: the mix by share of tonnes and the PCAF score follow the filters, in Polish and English', async ({
  page,
}) => {
  await page.goto('/');
  await chartsLoaded(page);
  const panel = page.getByTestId('data-quality');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('heading', { name: 'Jakość danych' })).toBeVisible();
  await expect(panel.getByTestId('pcaf-score')).toContainText('Ocena PCAF (1 najlepsza – 5)');
  await expect(
    panel.getByRole('table', { name: 'Udział ton według sposobu pozyskania danych' }),
  ).toBeVisible();
  await expect(panel.getByTestId('data-quality-verified')).toContainText('Udział zweryfikowanych danych');
  const all = await dataQuality(page);
  expect(all.score).toBeGreaterThanOrEqual(1);
  expect(all.score).toBeLessThanOrEqual(5);
  expect(all.shares).toBeCloseTo(100, 0);
  expect(all.tonnes).toBeCloseTo(await figure(page.getByTestId('total-sum-value')), 0);

  // Scope II only: the panel's tonnes are the Scope II card's.
  const scope2 = await figure(page.getByTestId('scope-card-value-scope2'));
  await page.getByTestId('scope-filter').click();
  await page.getByTestId('scope-filter-2').click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect.poll(async () => (await dataQuality(page)).tonnes).toBeCloseTo(scope2, 1);

  // A range without lines: the empty state, not a score.
  await page.getByTestId('period-4').check();
  await page.getByTestId('period-calendar').fill('01-2019 - 12-2019');
  await page.getByTestId('period-calendar-apply').click();
  await expect(panel.getByTestId('data-quality-empty')).toHaveText(
    'Brak jeszcze linii emisji dla wybranych filtrów.',
  );

  await page.goto('/en');
  await chartsLoaded(page);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('heading', { name: 'Data quality' })).toBeVisible();
  await expect(panel.getByTestId('pcaf-score')).toContainText('PCAF score (1 best – 5)');
  await expect(
    panel.getByRole('table', { name: 'Share of tonnes by how the data was obtained' }),
  ).toBeVisible();
  await panel.getByText('How the score is calculated (methodology)').click();
  await expect(panel.getByText(/tonne-weighted mean of its lines' scores/)).toBeVisible();
  // The panel loaded and its rule open: axe finds nothing critical or serious (contrast, table, names).
  expect(await seriousViolations(page)).toEqual([]);
  await panel.screenshot({ path: 'test-results/e2e/dashboard-data-quality-en.png' });
});

test('drill-down: the lines behind the total, a scope card, a section and a month add up to the figure clicked', async ({
  page,
}) => {
  await page.goto('/');
  await chartsLoaded(page);
  await drillAddsUp(page, page.getByTestId('total-sum-open'));
  await drillAddsUp(page, page.getByTestId('scope-card-open-scope1'));
  await drillAddsUp(page, page.getByTestId('chart-entry-open-heat'));
  await page.getByTestId('monthly-table-toggle').click();
  await drillAddsUp(page, page.getByTestId('month-open-2025-01'));

  // A line leads to its event history.
  await page.getByTestId('chart-entry-open-heat').click();
  await page.getByTestId('drill-line-history-0').click();
  await expect(page.getByTestId('history-drawer')).toBeVisible();
  await expect(page.getByTestId('history-event').first()).toBeVisible();
});

test('the dashboard in English, with Scope 2 market-based and the benchmark page', async ({ page }) => {
  await page.goto('/en');
  await chartsLoaded(page);
  await expect(page.getByText('Sum of footprint').first()).toBeVisible();
  await expect(page.getByText('Footprint per employee').first()).toBeVisible();
  await page.getByTestId('scope2-method-market').click();
  await chartsLoaded(page);
  await drillAddsUp(page, page.getByTestId('scope-card-open-scope2'));
  await page.screenshot({ path: 'test-results/e2e/dashboard-en.png', fullPage: true });

  await page.goto('/en/benchmarks');
  await expect(page.getByTestId('benchmarks')).toBeVisible();
  await expect(page.getByTestId('benchmark-bubble-chart')).toBeVisible();
  await expect(page.getByTestId('benchmark-line-chart')).toBeVisible();
});
