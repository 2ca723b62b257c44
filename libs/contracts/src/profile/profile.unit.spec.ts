import { fieldErrorsOf } from '../request/plain-request.js';
import { passwordChangeSchema } from './password-change.schema.js';
import { profileUpdateSchema } from './profile-update.schema.js';

const errors = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success || !result.error ? [] : fieldErrorsOf(result.error);

describe('profile update', () => {
  it('given names and a job title with spaces around, when parsed, then trimmed; a blank job title is left out', () => {
    expect(profileUpdateSchema.parse({ firstName: ' Anna ', lastName: 'Nowak', jobTitle: ' CFO ' })).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      jobTitle: 'CFO',
    });
    expect(profileUpdateSchema.parse({ firstName: 'Anna', lastName: 'Nowak', jobTitle: '' })).toMatchObject({
      jobTitle: '',
    });
  });

  it('given blank names, digits in a surname and a 101-character job title, then each field is named', () => {
    expect(
      errors(profileUpdateSchema.safeParse({ firstName: ' ', lastName: 'N0wak', jobTitle: 'x'.repeat(101) })),
    ).toEqual([
      { path: 'firstName', code: 'required' },
      { path: 'lastName', code: 'invalid_last_name' },
      { path: 'jobTitle', code: 'too_long' },
    ]);
  });
});

describe('password change', () => {
  const form = { currentPassword: 'old one', newPassword: 'Abcdef1!', repeatPassword: 'Abcdef1!' };

  it('given an 8-character password with every class, then valid under the registration rule only', () => {
    expect(passwordChangeSchema('registration').safeParse(form).success).toBe(true);
    expect(errors(passwordChangeSchema('admin').safeParse(form))).toEqual([
      { path: 'newPassword', code: 'admin_password_too_short' },
    ]);
  });

  it('given an empty form, then every field is required', () => {
    expect(errors(passwordChangeSchema('registration').safeParse({}))).toEqual([
      { path: 'currentPassword', code: 'required' },
      { path: 'newPassword', code: 'required' },
      { path: 'repeatPassword', code: 'required' },
    ]);
  });

  it('given a weak new password and a different repeat, then both at once', () => {
    expect(
      errors(
        passwordChangeSchema('registration').safeParse({
          ...form,
          newPassword: 'abcdefgh',
          repeatPassword: 'x',
        }),
      ),
    ).toEqual([
      { path: 'newPassword', code: 'invalid_password' },
      { path: 'repeatPassword', code: 'passwords_mismatch' },
    ]);
  });
});
