import type { Browser, Locator, Page } from '@playwright/test';
import { openElectricity } from './electricity-table';
import { DEMO_MEMBER_EMAIL, expect, signIn, test } from './sign-in';

// Delegated tasks and the verification workflow (issue 20): the administrator delegates electricity to a member
// with a due date, the member enters data and sends it for verification, the verifier (the administrator: the
// organization's verification permission) returns a row with a comment, the member fixes it, the verifier
// approves; notifications appear at each step. Polish and English, through the built app.

const MEMBER_ID = '6f1d2c3e-0000-4000-8000-00000000ad02';

const TEXTS = {
  pl: {
    prefix: '',
    area: 'Sekcje lub lokalizacja',
    assignee: 'Osoba lub zespół',
    sent: 'Wysłano do weryfikacji',
    toVerify: 'Do weryfikacji',
    returned: 'Błąd - dane do poprawy',
    verified: 'Zweryfikowano',
    month: '07-2024',
  },
  en: {
    prefix: '/en',
    area: 'Sections or location',
    assignee: 'Person or team',
    sent: 'Sent for verification',
    toVerify: 'To verify',
    returned: 'Error - data to fix',
    verified: 'Verified',
    month: '08-2024',
  },
} as const;

async function memberPage(browser: Browser, locale: 'pl' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'pl' ? 'pl-PL' : 'en-GB' });
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBER_EMAIL);
  return page;
}

/** The electricity row of a month (MM-YYYY). */
async function rowOfMonth(table: Locator, month: string): Promise<Locator> {
  const rows = table.getByTestId('answer-row');
  await expect(rows.first()).toBeVisible();
  const months = await rows
    .getByTestId('cell-period')
    .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  const index = months.indexOf(month);
  expect(index, `a row of ${month}`).toBeGreaterThanOrEqual(0);
  return rows.nth(index);
}

async function notificationKinds(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/notifications`);
  await expect(
    page.getByTestId('notifications-list').or(page.getByText(/Brak powiadomień|No notifications/)),
  ).toBeVisible();
}

async function expectNotification(page: Page, prefix: string, kind: string): Promise<void> {
  await notificationKinds(page, prefix);
  await expect(
    page.locator(`[data-testid="notification"][data-kind="${kind}"][data-read="false"]`).first(),
  ).toBeVisible();
  await expect(page.getByTestId('notification-bell')).not.toHaveAttribute('data-unread', '0');
  // read: the bell counts down and the next step's notification is the new one
  await page.getByTestId('notifications-mark-all').click();
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0');
}

for (const locale of ['pl', 'en'] as const) {
  const text = TEXTS[locale];
  test(`${locale}: delegate electricity, send, return, fix, approve, with notifications at each step`, async ({
    page,
    browser,
  }) => {
    // Two people, four hand-overs: longer than one journey (each step is a page of the built app).
    test.setTimeout(180_000);
    // the administrator delegates electricity to the member, due on a day, with a note
    await page.goto(`${text.prefix}/delegated/by-team`);
    await page.getByRole('combobox', { name: text.area }).click();
    await page.getByTestId('area-option-electricity').click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: text.assignee }).click();
    await page.getByTestId(`assignee-option-${MEMBER_ID}`).click();
    await page.getByTestId('delegate-due').fill('2099-12-31');
    await page.getByTestId('delegate-note').fill(`Faktury ${text.month}`);
    await page.getByTestId('delegate-submit').click();
    const adminTask = page.getByTestId('task-card').filter({ hasText: `Faktury ${text.month}` });
    await expect(adminTask).toHaveAttribute('data-status', 'open');

    // the member is told, starts the task, enters data and sends it for verification
    const member = await memberPage(browser, locale);
    await expectNotification(member, text.prefix, 'task-assigned');
    await member.goto(`${text.prefix}/delegated/by-team`);
    const memberTask = member.getByTestId('task-card').filter({ hasText: `Faktury ${text.month}` });
    await memberTask.getByTestId('task-move-in-progress').click();
    await expect(memberTask).toHaveAttribute('data-status', 'in-progress');
    const table = await openElectricity(member, text.prefix);
    const before = await table.getByTestId('answer-row').count();
    await member.getByTestId('table-add').click();
    const added = table.getByTestId('answer-row').nth(before);
    await added.getByTestId('cell-period').fill(text.month);
    await added.getByTestId('cell-country').selectOption('PL');
    await added.getByTestId('cell-unit').selectOption('kWh');
    await added.getByTestId('cell-consumption').fill('2000');
    await added.getByTestId('cell-consumption').press('Tab');
    await expect(added.getByTestId('row-emission')).toHaveAttribute('data-co2e-kg', '1486');
    await member.getByTestId('rows-submit-verification').click();
    const memberRow = await rowOfMonth(table, text.month);
    await expect(memberRow.getByTestId('verification-badge')).toHaveText(text.sent);

    // the verifier is told, sees 'To verify' and returns the row with a comment
    await expectNotification(page, text.prefix, 'rows-submitted');
    const adminTable = await openElectricity(page, text.prefix);
    const adminRow = await rowOfMonth(adminTable, text.month);
    await expect(adminRow.getByTestId('verification-badge')).toHaveText(text.toVerify);
    await adminRow.getByTestId('row-return').click();
    await adminRow.getByTestId('row-return-comment').fill('Zły licznik / wrong meter');
    await adminRow.getByTestId('row-return-confirm').click();
    await expect(adminRow.getByTestId('verification-badge')).toHaveText(text.returned);

    // the member is told, fixes the row and sends it again
    await expectNotification(member, text.prefix, 'row-returned');
    const fixTable = await openElectricity(member, text.prefix);
    const fixRow = await rowOfMonth(fixTable, text.month);
    await expect(fixRow.getByTestId('verification-comment')).toHaveText('Zły licznik / wrong meter');
    await fixRow.getByTestId('cell-consumption').fill('2100');
    await fixRow.getByTestId('cell-consumption').press('Tab');
    await expect(fixRow.getByTestId('row-emission')).toHaveAttribute('data-co2e-kg', '1560.3');
    await member.getByTestId('rows-submit-verification').click();
    await expect(fixRow.getByTestId('verification-badge')).toHaveText(text.sent);

    // the verifier approves; the member is told and sees 'Verified'
    await expectNotification(page, text.prefix, 'rows-submitted');
    const approveTable = await openElectricity(page, text.prefix);
    const approveRow = await rowOfMonth(approveTable, text.month);
    await approveRow.getByTestId('row-approve').click();
    await expect(approveRow.getByTestId('verification-badge')).toHaveText(text.verified);
    await expectNotification(member, text.prefix, 'rows-verified');
    const doneTable = await openElectricity(member, text.prefix);
    await expect((await rowOfMonth(doneTable, text.month)).getByTestId('verification-badge')).toHaveText(
      text.verified,
    );
    await member.context().close();
  });
}
