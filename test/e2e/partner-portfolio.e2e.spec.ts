import type { Browser, Page } from '@playwright/test';
import { expect, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in';

// Partner portfolio (issue 23 points 4–5): the demo company's administrator consents to share, provider staff lock
// one of its months (the snapshot is taken), see the company in the back office's portfolio and export it as CSV
// and XLSX; in Polish and in English. A month no other journey enters data in, so nothing else is locked out.

const DEMO_ORGANIZATION_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const LOCKED_MONTH = '2019-12';

async function staffPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, PROVIDER_STAFF_EMAIL);
  return page;
}

test('a company consents; provider staff see it in the portfolio and export CSV and XLSX (PL and EN)', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The administrator, in Polish: My company → Data sharing.
  await page.goto('/company/sharing');
  await expect(page.getByRole('heading', { name: 'Udostępnianie danych partnerowi' })).toBeVisible();
  await expect(page.getByTestId('data-sharing-status')).toContainText(
    'Firma nie udostępnia danych partnerowi.',
  );
  await page.getByTestId('data-sharing-consent').click();
  await expect(page.getByTestId('data-sharing-status')).toContainText('Firma udostępnia dane partnerowi.');
  await expect(page.getByTestId('data-sharing-withdraw')).toBeVisible();

  // Staff lock a month of the client (the back office's blocked months): the locked year is snapshotted.
  const staff = await staffPage(browser, 'pl-PL');
  const lock = await staff.request.put(
    `/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/blocked-periods/${LOCKED_MONTH}`,
    { headers: { 'x-ghg-csrf': '1' } },
  );
  expect(lock.status()).toBe(200);
  const { position } = (await lock.json()) as { position: string };
  // Read-your-writes: the portfolio is read after the snapshot's projection passed the lock.
  const listed = await staff.request.get('/api/backoffice/portfolio', {
    headers: { 'x-wait-for-position': position },
  });
  expect(listed.status()).toBe(200);

  await staff.goto('/backoffice?tab=portfolio');
  await expect(staff.getByTestId('backoffice-tab-portfolio')).toHaveText('Portfel partnera');
  const demo = staff
    .getByTestId('portfolio-row')
    .filter({ hasText: 'Demo Sp. z o.o.' })
    .filter({ hasText: '2019' });
  await expect(demo).toBeVisible();
  await expect(demo).toContainText('nr 1');
  await expect(demo).toContainText(LOCKED_MONTH);
  await expect(staff.getByTestId('portfolio-total').first()).toContainText('Razem');

  const csv = staff.waitForEvent('download');
  await staff.getByTestId('portfolio-export-csv').click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^portfel-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = (await import('node:fs')).readFileSync((await csvFile.path())!, 'utf8');
  expect(csvText).toContain('Firma;Rok;Migawka nr');
  expect(csvText).toContain('Demo Sp. z o.o.;2019;1');

  // English (the address decides the language): the same tab and the XLSX export.
  const staffEn = staff;
  await staffEn.goto('/en/backoffice?tab=portfolio');
  await expect(staffEn.getByTestId('backoffice-tab-portfolio')).toHaveText('Partner portfolio');
  await expect(staffEn.getByRole('columnheader', { name: 'Scope 2 market-based [t CO2e]' })).toBeVisible();
  await expect(
    staffEn.getByTestId('portfolio-row').filter({ hasText: 'Demo Sp. z o.o.' }).filter({ hasText: '2019' }),
  ).toContainText('no. 1');
  const xlsx = staffEn.waitForEvent('download');
  await staffEn.getByTestId('portfolio-export-xlsx').click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = (await import('node:fs')).readFileSync((await xlsxFile.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: the .xlsx container

  // The administrator in English sees the consent stands.
  await page.goto('/en/company/sharing');
  await expect(page.getByTestId('data-sharing-status')).toContainText(
    'The company shares its data with the partner.',
  );
});
