import { expect, test } from './sign-in';
import type { Page } from '@playwright/test';

// Product footprint (issue 18; spec §2 /product, §4 accordion and chart rules, §9 colours): the demo packaging
// product's report, a raw material added in its section, the bar and the doughnut following, in Polish and English.

const PRODUCT = 'Opakowanie kartonowe';

const summary = (page: Page, section: string) =>
  page.getByTestId(`product-panel-${section}`).locator('.MuiAccordionSummary-root');
const expanded = async (page: Page, sections: string[]) => {
  for (const s of [
    'raw-materials',
    'production',
    'transport-and-distribution',
    'processing',
    'use',
    'disposal',
  ])
    await expect(summary(page, s)).toHaveAttribute('aria-expanded', String(sections.includes(s)));
};

test('open the demo product, add a raw material, see the bar and the doughnut update; accordion rules', async ({
  page,
}, testInfo) => {
  // 46 s alone, 60 s with other suites on the same two cores: room so load never fails it.
  test.setTimeout(90_000);
  await page.goto('/product');
  await expect(page.getByRole('heading', { name: 'Ślad węglowy produktu', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();

  // The bar chart by section, in the spec's colours, values with 4 decimals.
  const rawBar = page.getByTestId('product-bar-raw-materials');
  await expect(rawBar).toHaveAttribute('data-colour', '#A2C23F');
  await expect(page.getByTestId('product-bar-production')).toHaveAttribute('data-colour', '#F6BB48');
  await expect(page.getByTestId('product-bar-transport-and-distribution')).toHaveAttribute(
    'data-colour',
    '#D87E2C',
  );
  await expect(page.getByTestId('product-bar-use')).toHaveAttribute('data-colour', '#2E5B9A');
  await expect(page.getByTestId('product-bar-disposal')).toHaveAttribute('data-colour', '#193B68');
  const before = Number(await rawBar.getAttribute('data-value'));
  expect(before).toBeGreaterThan(0);
  await expect(rawBar).toContainText('%');

  // Accordion: show all opens all; toggling the open one closes all; opening one closes the others.
  await expanded(page, []);
  await page.getByRole('button', { name: 'Pokaż wszystkie' }).click();
  await expanded(page, [
    'raw-materials',
    'production',
    'transport-and-distribution',
    'processing',
    'use',
    'disposal',
  ]);
  await summary(page, 'production').click();
  await expanded(page, []);
  await summary(page, 'production').click();
  await expanded(page, ['production']);
  await summary(page, 'raw-materials').click();
  await expanded(page, ['raw-materials']);
  await summary(page, 'raw-materials').click();
  await expanded(page, []);

  // A bar opens its section: the doughnut by subcategory and the lines with their source rows.
  await rawBar.click();
  await expanded(page, ['raw-materials']);
  const panel = page.getByTestId('product-panel-raw-materials');
  const slices = panel.getByTestId('product-doughnut-raw-materials-slice');
  const slicesBefore = await slices.count();
  expect(slicesBefore).toBeGreaterThanOrEqual(3);
  await expect(slices.first()).toHaveAttribute('data-colour', '#7C9A21');
  await expect(panel.getByTestId('product-line-source').first()).toContainText('19_506_5156_15_1');

  // Add a raw material in the section's table.
  await panel.getByRole('link', { name: 'Uzupełnij dane' }).click();
  await expect(page.getByRole('heading', { name: 'Zakupione surowce', level: 2 })).toBeVisible();
  const rows = page.getByTestId('product-row');
  const rowsBefore = await rows.count();
  await page.getByTestId('product-cell-name').fill('Paleta drewniana e2e');
  await page.getByRole('combobox', { name: 'Materiał' }).click();
  await page.getByRole('option', { name: 'Drewno', exact: true }).click();
  await page.getByTestId('product-cell-mass').fill('50');
  await page.getByRole('combobox', { name: 'Jednostka' }).click();
  await page.getByRole('option', { name: 'kg', exact: true }).click();
  await page.getByRole('button', { name: 'Dodaj wiersz' }).click();
  await expect(page.getByText('Dodano wiersz')).toBeVisible();
  await expect(rows).toHaveCount(rowsBefore + 1);
  await page.screenshot({ path: testInfo.outputPath('product-section.png'), fullPage: true });

  // Back on the report: the bar grew by 50 kg × 269.50416 kg/t (DESNZ 19_500_5048_15_1) and the doughnut has
  // the new slice.
  await page.getByRole('link', { name: 'Wróć do raportu produktu' }).click();
  await expect(rawBar).toHaveAttribute('data-value', (before + 0.0135).toFixed(4));
  await rawBar.click();
  await expect(slices).toHaveCount(slicesBefore + 1);
  await expect(panel.getByTestId('product-line-source').last()).toContainText('19_500_5048_15_1');
  await page.screenshot({ path: testInfo.outputPath('product-report.png'), fullPage: true });
});

test('the English product pages speak English', async ({ page }) => {
  await page.goto('/en/product');
  await expect(page.getByRole('heading', { name: 'Product footprint', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('figure', { name: 'Footprint by section' })).toBeVisible();
  await expect(page.getByTestId('product-bar-raw-materials')).toContainText('Purchased raw materials');
  await page.getByRole('button', { name: 'Show all' }).click();
  await expanded(page, [
    'raw-materials',
    'production',
    'transport-and-distribution',
    'processing',
    'use',
    'disposal',
  ]);
  await summary(page, 'disposal').click();
  await expanded(page, []);
  await page.getByTestId('product-bar-disposal').click();
  await expect(page.getByTestId('product-panel-disposal')).toContainText('20_506_5453_15_1');
  await page.getByRole('textbox', { name: 'Production volume (number of declared units)' }).fill('10');
  await expect(page.getByTestId('product-batch')).toContainText('t CO2e');
});
