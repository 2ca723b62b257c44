import { VALIDATION_CODES } from './validation-codes.js';
import { VALIDATION_MESSAGES, validationMessage } from './validation-messages.js';

describe('validation messages', () => {
  it('has a non-empty Polish and English text for every code, and no text for an unknown code', () => {
    for (const code of VALIDATION_CODES) {
      expect(VALIDATION_MESSAGES[code].pl.trim()).not.toBe('');
      expect(VALIDATION_MESSAGES[code].en.trim()).not.toBe('');
    }
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...VALIDATION_CODES].sort());
  });

  it('uses the spec wording in English (§5)', () => {
    expect(validationMessage('required', 'en')).toBe('This field is required');
    expect(validationMessage('invalid_first_name', 'en')).toBe('Enter a valid first name');
    expect(validationMessage('invalid_last_name', 'en')).toBe('Enter a valid surname');
    expect(validationMessage('invalid_email', 'en')).toBe('Enter a valid e-mail address');
    expect(validationMessage('invalid_postal_code', 'en')).toBe('Enter a valid postal code format');
    expect(validationMessage('terms_required', 'en')).toBe('Acceptance of the terms is required');
    expect(validationMessage('privacy_policy_required', 'en')).toBe(
      'Acceptance of the privacy policy is required',
    );
    expect(validationMessage('invalid_password', 'en')).toBe('Invalid password format');
    expect(validationMessage('passwords_mismatch', 'en')).toBe('Passwords must match');
    expect(validationMessage('emails_mismatch', 'en')).toBe('Emails must match');
    expect(validationMessage('invalid_name', 'en')).toBe(
      'Name can only contain letters, numbers, spaces, and Polish characters',
    );
    expect(validationMessage('invalid_format', 'en')).toBe('Enter a valid format');
    expect(validationMessage('email_already_exists', 'en')).toBe('This email already exists');
    expect(validationMessage('xls_extension', 'en')).toBe('Please choose a file with the .xls extension');
    expect(validationMessage('xls_too_large', 'en')).toBe('Please choose a file under 100 mb');
  });

  it('gives Polish by code and falls back to the code itself when it has no text', () => {
    expect(validationMessage('passwords_mismatch', 'pl')).toBe('Hasła muszą być takie same');
    expect(validationMessage('no_such_code', 'pl')).toBe('no_such_code');
  });
});
