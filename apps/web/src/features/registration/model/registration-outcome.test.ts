import { describe, expect, it } from 'vitest';
import { pageAfter } from './registration-outcome';

describe('where a registration answer leads', () => {
  it('sends a spent link to link-expired and an existing account to user-exist', () => {
    expect(pageAfter({ kind: 'linkExpired' })).toBe('/public-form/link-expired');
    expect(pageAfter({ kind: 'accountExists' })).toBe('/public-form/user-exist');
  });

  it('keeps field errors, rate limits and failures on the form', () => {
    expect(pageAfter({ kind: 'invalid', fields: [{ path: 'email', code: 'invalid_email' }] })).toBeNull();
    expect(pageAfter({ kind: 'tooManyAttempts' })).toBeNull();
    expect(pageAfter({ kind: 'failed' })).toBeNull();
  });
});
