import { DEMO_MEMBER_EMAIL, expect, signIn, test } from './sign-in';

// Profile (spec §2 "Profile", §5 password rules): the demo member edits their job title and sees it after a
// reload; a wrong current password is shown under its field and changes nothing. The member's profile is put
// back at the end: other journeys expect the demo names and the demo password.

const DEMO_MEMBER = { firstName: 'Marek', lastName: 'Demo', jobTitle: 'Office manager' };

test('the member edits their job title, sees it after a reload, and a wrong current password is refused', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const member = await context.newPage();
  try {
    await signIn(member, DEMO_MEMBER_EMAIL);
    await member.goto('/user');
    await expect(member.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(member.getByLabel('Firmowy e-mail')).toHaveValue(DEMO_MEMBER_EMAIL);
    await expect(member.getByLabel('Firmowy e-mail')).toHaveAttribute('readonly', '');
    await expect(member.getByTestId('profile-role')).toHaveText('Członek');
    await expect(member.getByTestId('profile-plan')).toHaveText('Pełny dostęp');
    // Nothing on the page (e.g. the password rules' screen-reader text) may be wider than the window.
    expect(
      await member.evaluate<boolean>(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
      ),
    ).toBe(true);

    // The notification e-mail settings below have a "Zapisz" of their own.
    const yourDetails = member.getByRole('form', { name: 'Twoje dane' });
    const jobTitle = member.getByLabel('Stanowisko');
    await expect(jobTitle).toHaveValue(DEMO_MEMBER.jobTitle);
    await jobTitle.fill('Analityk emisji');
    await member.getByLabel('Nazwisko').fill('Demo-Profil');
    await yourDetails.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(member.getByText('Zapisano!')).toBeVisible();
    // The navbar reads users/me again: the new name shows without a reload.
    await expect(member.getByRole('button', { name: 'Marek Demo-Profil' })).toBeVisible();
    await member.reload();
    await expect(member.getByLabel('Stanowisko')).toHaveValue('Analityk emisji');
    await expect(member.getByLabel('Nazwisko')).toHaveValue('Demo-Profil');

    // A blank name is refused under its field; what was typed stays.
    await member.getByLabel('Imię').fill(' ');
    await yourDetails.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(member.locator('#profile-firstName-helper-text')).toHaveText('To pole jest wymagane');
    await expect(member.getByLabel('Stanowisko')).toHaveValue('Analityk emisji');

    await member.getByLabel('Obecne hasło').fill('Not-The-Password-1!');
    await member.locator('#profile-newPassword').fill('Nowe-Haslo-2026!');
    await member.getByLabel('Powtórz nowe hasło').fill('Nowe-Haslo-2026!');
    await member.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(member.locator('#profile-currentPassword-helper-text')).toHaveText(
      'Obecne hasło jest nieprawidłowe',
    );
    await expect(member.locator('#profile-newPassword')).toHaveValue('Nowe-Haslo-2026!');

    await member.goto('/en/user');
    await expect(member.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(member.getByLabel('Job title')).toHaveValue('Analityk emisji');
    await expect(member.getByTestId('profile-role')).toHaveText('Member');
  } finally {
    const restored = await context.request.put('/api/users/me/profile', {
      headers: { 'x-ghg-csrf': '1' },
      data: DEMO_MEMBER,
    });
    expect(restored.status()).toBe(200);
    await context.close();
  }
});
