import type { Page } from '@playwright/test';
import { DEMO_MEMBER_EMAIL, expect, signIn, test } from './sign-in';

// Users page (issue 6, spec §2 "check permissions, change permissions"): the demo administrator changes the
// member's role; the member's next request reads the new role (read.users), so a reload takes their edit
// controls away. The member's role is put back at the end, for the journeys that follow.

const VEHICLES = '/report/scope-1/vehicles/questions-1';

async function setMemberRole(admin: Page, role: 'Audytor' | 'Członek'): Promise<void> {
  await admin.goto('/company/users');
  const row = admin.getByRole('row').filter({ hasText: DEMO_MEMBER_EMAIL });
  await row.getByRole('combobox').click();
  await admin.getByRole('option', { name: role, exact: true }).click();
  await expect(admin.getByText('Rola zmieniona')).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveText(role);
}

test('the administrator makes the member an auditor: after a reload the member can no longer edit', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  try {
    await signIn(member, DEMO_MEMBER_EMAIL);
    await member.goto(VEHICLES);
    await expect(member.getByTestId('wizard-step-initial-question')).toBeVisible();
    await expect(member.getByTestId('read-only-notice')).toHaveCount(0);

    await setMemberRole(page, 'Audytor');
    const row = page.getByRole('row').filter({ hasText: DEMO_MEMBER_EMAIL });
    await row.getByRole('button', { name: 'Sprawdź uprawnienia' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Uprawnienia: Audytor');
    await expect(dialog.getByTestId('permission-editAnswers')).toContainText('Nie');
    await expect(dialog.getByTestId('permission-readAudit')).toContainText('Tak');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    await member.reload();
    await expect(member.getByTestId('read-only-notice')).toBeVisible();
  } finally {
    await setMemberRole(page, 'Członek');
  }
  await member.reload();
  await expect(member.getByTestId('wizard-step-initial-question')).toBeVisible();
  await expect(member.getByTestId('read-only-notice')).toHaveCount(0);
  await memberContext.close();
});

test('"Your companies" lists the demo administrator’s two companies as a list and as tiles, the current one marked', async ({
  page,
}) => {
  await page.goto('/organizations/list');
  await expect(page.getByRole('heading', { name: 'Twoje firmy' })).toBeVisible();
  const entries = page.getByTestId('organization-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Demo Sp. z o.o.');
  await expect(entries.nth(0)).toContainText('Bieżąca');
  // The demo seed makes the administrator an auditor of the freemium demo company too.
  await expect(entries.nth(1)).toContainText('Freemium Demo S.A.');
  await expect(entries.nth(1)).toContainText('Audytor');
  await page.getByRole('link', { name: 'Kafelki' }).click();
  await expect(page).toHaveURL(/\/organizations\/tiles$/);
  await expect(page.getByTestId('organization-entry').nth(0)).toContainText('Demo Sp. z o.o.');
});
