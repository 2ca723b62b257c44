import type { Browser, Page } from '@playwright/test';
import { expect, FREEMIUM_EMAIL, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in';

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

// Issue 20: a client that bought verification has its rows verified by the provider's staff. The staff record the
// purchase for the demo company from its row of the organizations table and see its rows to verify (Polish), then
// leave the flag as it was.
const DEMO_ID = '6f1d2c3e-0000-4000-8000-00000000d3e0';

test('provider staff record that the demo company bought verification and see its rows to verify', async ({
  browser,
}) => {
  test.setTimeout(60_000);
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
    await expect(
      staff.getByTestId('client-verification-rows').or(staff.getByTestId('client-verification-empty')),
    ).toBeVisible();
  } finally {
    if (!before && (await purchased.isChecked())) await toggle(false);
  }
});
