import type { Browser, Page } from '@playwright/test';
import { addElectricityRow, openElectricity, startElectricity } from './electricity-table';
import { deleteRow } from './factor-rows';
import { DEMO_MEMBER_EMAIL, expect, FREEMIUM_EMAIL, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in';

// Issue 16, deliverable 4 (the back office's plan select shows the plans), in English; the Polish list is checked
// in client-blocked-periods.e2e.spec.ts and assigning full access in access.e2e.spec.ts. Here provider staff give
// the freemium demo company Freemium+ (the label follows and survives a reload, the company's administrator sees
// the plan on the profile), then give back the plan it had.

const CLIENT_ID = '6f1d2c3e-0000-4000-8000-00000000f3e0';
const LABELS = { Freemium: 'Freemium', FreemiumPlus: 'Freemium+', FullAccess: 'Full access' } as const;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function assign(staff: Page, plan: keyof typeof LABELS): Promise<void> {
  const row = staff.getByTestId(`organization-${CLIENT_ID}`);
  await row.getByRole('combobox').click();
  await staff.getByRole('listbox').getByRole('option', { name: LABELS[plan], exact: true }).click();
  await expect(row.getByTestId('plan-select')).toHaveValue(plan);
  await expect(row.getByTestId('plan-label')).toHaveText(LABELS[plan]);
}

test('provider staff see the spec plans in the back office (English) and assign Freemium+ to a client', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
  await staff.goto('/en/backoffice');
  const row = staff.getByTestId(`organization-${CLIENT_ID}`);
  await expect(row).toBeVisible();
  const before = (await row.getByTestId('plan-select').inputValue()) as keyof typeof LABELS;
  await row.getByRole('combobox').click();
  await expect(staff.getByRole('listbox').getByRole('option')).toHaveText(Object.values(LABELS));
  await staff.keyboard.press('Escape');

  try {
    await assign(staff, 'FreemiumPlus');
    await staff.reload();
    await expect(row.getByTestId('plan-label')).toHaveText('Freemium+');
    // The company itself: its plan is the one just assigned (the server gates by it).
    const client = await signedInPage(browser, FREEMIUM_EMAIL);
    const plan = await client.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ghg-csrf': '1' },
        body: JSON.stringify({ query: '{ me { planName } }' }),
      });
      return ((await res.json()) as { data: { me: { planName: string } } }).data.me.planName;
    });
    expect(plan).toBe('FreemiumPlus');
  } finally {
    // Later journeys find the company on the plan it had.
    if (before !== 'FreemiumPlus') await assign(staff, before);
  }
});

// Issue 20: a client that bought verification has its rows verified by the provider's staff. The demo company's
// member sends two electricity rows of its own for verification (Polish); the staff record the purchase from the
// company's row of the organizations table, approve one row and return the other with a comment in its "To verify"
// list (Polish), then leave the flag as it was; the member is told and sees both rows' states (English). Then the
// section is put back as it was found: a section left in progress disables Generate report for later journeys.
const DEMO_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';
const RETURN_COMMENT = 'Brak faktury za czerwiec / the June invoice is missing';

test('the member sends rows; provider staff (verification bought) approve one and return one; the member sees both', async ({
  browser,
}) => {
  // Two people in turn, each page a load of the built app: a hang guard for a busy machine, as in the other
  // verification journey (tasks-verification.e2e.spec.ts).
  test.setTimeout(180_000);
  const member = await signedInPage(browser, DEMO_MEMBER_EMAIL);
  const { table, startedHere } = await startElectricity(member, '');
  const rowIds: string[] = [];
  try {
    const approvedId = await addElectricityRow(member, table, '05-2023', '1200');
    rowIds.push(approvedId);
    const returnedId = await addElectricityRow(member, table, '06-2023', '1300');
    rowIds.push(returnedId);
    const memberRow = (rowId: string) => table.locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`);
    for (const rowId of [approvedId, returnedId]) await memberRow(rowId).getByTestId('row-select').check();
    await member.getByTestId('rows-submit-verification').click();
    for (const rowId of [approvedId, returnedId])
      await expect(memberRow(rowId).getByTestId('verification-badge')).toHaveText('Wysłano do weryfikacji');

    const staff = await signedInPage(browser, PROVIDER_STAFF_EMAIL);
    await staff.goto('/backoffice');
    await staff.getByTestId(`organization-${DEMO_ID}`).getByTestId('organization-verification').click();
    const purchased = staff.getByLabel('Weryfikacja wykupiona');
    await expect(purchased).toBeEnabled();
    const before = await purchased.isChecked();
    const toggle = async (on: boolean) => {
      await purchased.click();
      await expect(
        staff.getByText(on ? /^Weryfikacja wykupiona: / : /^Weryfikacja już nie wykupiona: /),
      ).toBeVisible();
      await expect(purchased).toBeEnabled();
      await expect(purchased).toBeChecked({ checked: on });
    };
    try {
      if (before) await toggle(false);
      await expect(staff.getByText('Ten klient nie wykupił weryfikacji.', { exact: false })).toBeVisible();
      await toggle(true);
      await expect(staff.getByRole('heading', { name: 'Do weryfikacji' })).toBeVisible();
      const clientRow = (rowId: string) => staff.getByTestId(`client-row-${rowId}`);
      await expect(clientRow(approvedId)).toContainText('05-2023');
      await expect(clientRow(returnedId)).toContainText('06-2023');
      for (const rowId of [approvedId, returnedId])
        await expect(clientRow(rowId).getByText('Do weryfikacji', { exact: true })).toBeVisible();

      await clientRow(approvedId).getByTestId('client-row-approve').click();
      await expect(clientRow(approvedId).getByText('Zweryfikowano', { exact: true })).toBeVisible();
      await expect(clientRow(approvedId).getByTestId('client-row-approve')).toHaveCount(0);

      await clientRow(returnedId).getByTestId('client-row-return').click();
      const dialog = staff.getByRole('dialog', { name: 'Zwróć wiersz do poprawy' });
      await dialog.getByTestId('client-return-confirm').click();
      await expect(dialog.getByText('Napisz, co trzeba poprawić.')).toBeVisible();
      await dialog.getByTestId('client-return-comment').fill(RETURN_COMMENT);
      await dialog.getByTestId('client-return-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(clientRow(returnedId).getByText('Błąd - dane do poprawy', { exact: true })).toBeVisible();
      await expect(clientRow(returnedId)).toContainText(RETURN_COMMENT);
    } finally {
      if (!before && (await purchased.isChecked())) await toggle(false);
    }
    await staff.context().close();

    // The member, in English: told of both, the approved row verified, the returned one with the staff's comment.
    await member.goto('/en/notifications');
    await expect(
      member
        .locator('[data-testid="notification"][data-kind="row-returned"]')
        .filter({ hasText: `A row was returned to fix: ${RETURN_COMMENT}` }),
    ).toBeVisible();
    await expect(
      member.locator('[data-testid="notification"][data-kind="rows-verified"][data-read="false"]').first(),
    ).toContainText('Rows verified: 1');
    const enTable = await openElectricity(member, '/en');
    const enRow = (rowId: string) => enTable.locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`);
    await expect(enRow(approvedId).getByTestId('verification-badge')).toHaveText('Verified');
    await expect(enRow(returnedId).getByTestId('verification-badge')).toHaveText('Error - data to fix');
    await expect(enRow(returnedId).getByTestId('verification-comment')).toHaveText(RETURN_COMMENT);
  } finally {
    // Not part of the journey: the section as it was found (not started, or without these rows), also after a
    // failure, since a section left in progress disables Generate report for the journeys after this one.
    const shown = member.getByTestId('answer-table-electricity');
    const again = (await shown.isVisible()) ? shown : await openElectricity(member, '/en');
    const row = (rowId: string) => again.locator(`[data-testid="answer-row"][data-row-id="${rowId}"]`);
    if (startedHere) {
      await member.getByTestId('table-reset').click();
      await member.getByTestId('confirm-action').click();
      await expect(member.getByTestId('initial-question-yes')).toBeVisible();
    } else for (const rowId of rowIds) await deleteRow(member, row(rowId));
    for (const rowId of rowIds) await expect(row(rowId)).toHaveCount(0);
  }
  await member.context().close();
});
