import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_MEMBER_EMAIL, expect, PROVIDER_STAFF_EMAIL, signIn, test } from './sign-in';

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

test('H1 privilege escalation: provider staff cannot be managed; changing one’s own role asks first and the last administrator is refused', async ({
  page,
}) => {
  await page.goto('/company/users');
  const staff = page.getByRole('row').filter({ hasText: PROVIDER_STAFF_EMAIL });
  await expect(staff).toContainText('zarządza dostawca');
  await expect(staff.getByRole('button', { name: 'Usuń' })).toHaveCount(0);
  await expect(staff.getByRole('combobox')).toHaveCount(0);

  const own = page.getByRole('row').filter({ hasText: DEMO_EMAIL });
  await own.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Członek', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Zmienić własną rolę na Członek?');
  await dialog.getByRole('button', { name: 'Zmień moją rolę' }).click();
  // The demo administrator is the company's only one: refused, role unchanged.
  await expect(page.getByText('Firma musi mieć co najmniej jednego administratora')).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveText('Administrator');

  await own.getByRole('button', { name: 'Opuść firmę' }).click();
  await expect(page.getByRole('dialog')).toContainText('Opuścić firmę?');
  await page.getByRole('dialog').getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
