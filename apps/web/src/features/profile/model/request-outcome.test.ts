import { describe, expect, it } from 'vitest';
import { outcomeOf, placeFieldErrors } from './request-outcome';

describe('outcomeOf', () => {
  it('reads a save with its position, and a save that changed nothing', () => {
    expect(outcomeOf(200, { position: '42', revision: 3, changed: true })).toEqual({
      kind: 'saved',
      position: '42',
      changed: true,
    });
    expect(outcomeOf(200, { position: '42', revision: 3, changed: false })).toMatchObject({ changed: false });
  });

  it('reads field errors, an ended session and a password managed elsewhere', () => {
    const fields = [{ path: 'currentPassword', code: 'wrong_current_password' }];
    expect(outcomeOf(400, { code: 'VALIDATION_ERROR', fields })).toEqual({ kind: 'invalid', fields });
    expect(outcomeOf(401, { code: 'UNAUTHENTICATED' })).toEqual({ kind: 'sessionEnded' });
    expect(outcomeOf(409, { code: 'PASSWORD_MANAGED_BY_PROVIDER' })).toEqual({ kind: 'managedByProvider' });
  });

  it('M5 password guessing: reads a wait and a lockout of the password change', () => {
    expect(outcomeOf(429, { code: 'TOO_MANY_REQUESTS' })).toEqual({ kind: 'tooManyAttempts', locked: false });
    expect(outcomeOf(429, { code: 'SIGN_IN_LOCKED' })).toEqual({ kind: 'tooManyAttempts', locked: true });
  });

  it('treats anything else, and malformed field lists, as a failure', () => {
    expect(outcomeOf(500, {})).toEqual({ kind: 'failed' });
    expect(outcomeOf(400, { fields: [{ path: 1 }] })).toEqual({ kind: 'failed' });
    expect(outcomeOf(409, { code: 'WRONG_EXPECTED_REVISION' })).toEqual({ kind: 'failed' });
    expect(outcomeOf(400, null)).toEqual({ kind: 'failed' });
  });
});

describe('placeFieldErrors', () => {
  it('puts each form field’s first error under it and keeps the rest for the form', () => {
    expect(
      placeFieldErrors(
        [
          { path: 'lastName', code: 'invalid_last_name' },
          { path: 'lastName', code: 'too_long' },
          { path: '', code: 'invalid_format' },
          { path: 'firstName', code: 'required' },
        ],
        ['firstName', 'lastName', 'jobTitle'] as const,
      ),
    ).toEqual({
      placed: [
        { name: 'lastName', code: 'invalid_last_name' },
        { name: 'firstName', code: 'required' },
      ],
      unplaced: ['invalid_format'],
    });
  });
});
