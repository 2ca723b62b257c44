import type { Page } from '@playwright/test';
import { openTable } from './factor-rows';
import { expect, test } from './sign-in';

// Evidence attachments (issue 23): a company user attaches an invoice PDF to a row and sees it listed, with its
// hash; the row's history shows the attachment; the English page lists the same file and opens by keyboard.

const INVOICE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const FILE_NAME = `faktura-cieplo-${Date.now()}.pdf`;

async function openEvidence(page: Page, rowId: string) {
  await page
    .locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`)
    .getByTestId('row-evidence')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a company user attaches an invoice PDF to a row and sees it listed and in the history (PL, EN)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A saved row of the demo company's district heat (the seeded history): evidence changes none of its figures.
  const table = await openTable(page, 2, 'heat', 'heat');
  const row = table.getByTestId('answer-row').first();
  await expect(row.getByTestId('row-evidence')).toBeVisible();
  const rowId = (await row.getAttribute('data-row-id'))!;

  const dialog = await openEvidence(page, rowId);
  await expect(dialog.getByRole('heading', { name: /Pliki wiersza \d+/ })).toBeVisible();
  // A fresh run starts with none ('Do tego wiersza nie dołączono jeszcze plików.'); a rerun may have some.
  const listed = dialog.getByTestId('evidence-file');
  await expect(dialog.getByTestId('evidence-empty').or(dialog.getByTestId('evidence-list'))).toBeVisible();
  const before = await listed.count();
  await dialog.getByTestId('evidence-input').setInputFiles({
    name: FILE_NAME,
    mimeType: 'application/pdf',
    buffer: INVOICE,
  });
  await expect(listed).toHaveCount(before + 1);
  const invoice = listed.filter({ hasText: FILE_NAME });
  await expect(invoice).toHaveCount(1);
  await expect(invoice.getByRole('link', { name: FILE_NAME })).toHaveAttribute('href', /\/evidence\//);
  await page.screenshot({ path: 'test-results/e2e/evidence-row-pl.png' });
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();

  // The row's history names the attachment.
  await row.getByTestId('row-history').click();
  await expect(page.getByText('Dołączono plik').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // English: the same row lists the same file; the button opens from the keyboard.
  await page.goto('/en/report/scope-2/heat/questions-1');
  await page.getByTestId('wizard-step-data-entry').click();
  const button = page
    .locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`)
    .getByTestId('row-evidence');
  await button.focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('dialog');
  await expect(english.getByRole('heading', { name: /Files of row \d+/ })).toBeVisible();
  await expect(english.getByTestId('evidence-file').filter({ hasText: FILE_NAME })).toHaveCount(1);
  await expect(english.getByRole('button', { name: 'Attach a file' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/evidence-row-en.png' });
});
