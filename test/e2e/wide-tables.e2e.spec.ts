import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { addRow, deleteRow, openTable } from './factor-rows';
import { expect, test } from './sign-in';

// Issue 16, deliverable 3: the business travel table (the widest: 13 columns) keeps a row's name, status and
// emission on screen at 1,366 px and 390 px wherever the table is scrolled, and the page itself never scrolls
// sideways. The walk over every route (a11y-routes.e2e.spec.ts) checks the page width of all the others.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Box {
  x: number;
  width: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Scrolls the table's own scroll area to a fraction (0 … 1) of its sideways range. */
async function scrollTable(table: Locator, fraction: number): Promise<void> {
  await table
    .locator('.MuiTableContainer-root')
    .evaluate(
      (element, f) => element.scrollTo({ left: (element.scrollWidth - element.clientWidth) * f }),
      fraction,
    );
}

async function expectPinnedCellsOnScreen(page: Page, table: Locator, row: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const area = await boxOf(table.locator('.MuiTableContainer-root'));
  expect(area.x + area.width).toBeLessThanOrEqual(width);
  for (const fraction of [0, 0.5, 1]) {
    await scrollTable(table, fraction);
    const name = await boxOf(row.getByTestId('cell-tripName'));
    const status = await boxOf(row.getByTestId('row-status'));
    const emission = await boxOf(row.getByTestId('row-emission'));
    const where = `${width} px, table scrolled to ${fraction * 100}%`;
    expect(name.x, `name on screen (${where})`).toBeGreaterThanOrEqual(area.x - 1);
    expect(name.x + name.width, `name before the status (${where})`).toBeLessThanOrEqual(status.x + 1);
    expect(status.x + status.width, `status before the emission (${where})`).toBeLessThanOrEqual(
      emission.x + 1,
    );
    expect(emission.x + emission.width, `emission on screen (${where})`).toBeLessThanOrEqual(
      area.x + area.width + 1,
    );
  }
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
  ).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`business travel at ${viewport.width} px: the row's name, status and emission stay on screen, the page does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const table = await openTable(page, 3, 'business-travels', 'business-travel');
    // The demo company's trips (its seed), or one entered here when there are none.
    const rows = table.getByTestId('answer-row');
    const added = (await rows.count()) === 0;
    const row = added
      ? await addRow(page, table, {
          tripName: { fill: 'Konferencja w Nowym Jorku' },
          destinationCountry: { select: 'US' },
          transportMode: { select: 'plane' },
        })
      : rows.first();
    await expectPinnedCellsOnScreen(page, table, row);
    // The data step (the walk over the routes sees each wizard's first step only): axe on the table with a row.
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="answer-table-business-travel"]')
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual(
      [],
    );
    if (added) await deleteRow(page, row);
  });
}
