import { type DomainError } from '../shared/domain-error.js';
import { decideUser, evolveUser, initialUserState, type UserState } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { registeredUser } from './testing/registered-user.js';

const anna: UserState = registeredUser();
const apply = (state: UserState, events: UserEvent[]) => events.reduce(evolveUser, state);
const EXPIRES = '2026-11-26T01:30:00.000Z';
const requested = apply(
  anna,
  decideUser(
    {
      type: 'RequestPasswordReset',
      data: { userId: 'u1', resetId: 'r1', expiresAt: EXPIRES, language: 'pl' },
    },
    anna,
  ),
);
const reset = (state: UserState, at = '2026-11-26T01:10:00.000Z', resetId = 'r1') =>
  decideUser({ type: 'ResetPassword', data: { userId: 'u1', resetId, at } }, state);
const invalid = expect.objectContaining({ code: 'RESET_LINK_INVALID' }) as DomainError;

describe('M5 password guessing: a lockout is recorded for the account owner', () => {
  it('given an account, then SignInLockedOut names the address to e-mail; the state is unchanged', () => {
    const events = decideUser(
      { type: 'RecordSignInLockout', data: { userId: 'u1', lockedUntil: EXPIRES, language: 'en' } },
      anna,
    );
    expect(events).toEqual([
      {
        type: 'SignInLockedOut',
        data: { userId: 'u1', email: 'anna@firma.pl', lockedUntil: EXPIRES, language: 'en' },
      },
    ]);
    expect(apply(anna, events)).toEqual(anna);
  });

  it('given no account, then refused', () => {
    expect(() =>
      decideUser(
        { type: 'RecordSignInLockout', data: { userId: 'u1', lockedUntil: EXPIRES, language: 'pl' } },
        initialUserState,
      ),
    ).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError);
  });
});

describe('forgot password: a reset link works once, for 30 minutes, until a newer password', () => {
  it('a request records the link (id, expiry, language, address) and no secret', () => {
    expect(requested.passwordResets).toEqual({ r1: { expiresAt: EXPIRES, spent: false } });
  });

  it('used within its time, then PasswordReset; used again, then refused', () => {
    const events = reset(requested);
    expect(events).toEqual([{ type: 'PasswordReset', data: { userId: 'u1', resetId: 'r1' } }]);
    expect(() => reset(apply(requested, events))).toThrow(invalid);
  });

  it('at or after its expiry, or unknown, then refused', () => {
    expect(() => reset(requested, EXPIRES)).toThrow(invalid);
    expect(() => reset(requested, '2026-11-26T01:10:00.000Z', 'r2')).toThrow(invalid);
  });

  it('a password changed after the request spends the link', () => {
    const changed = apply(requested, [{ type: 'PasswordChanged', data: { userId: 'u1' } }]);
    expect(() => reset(changed)).toThrow(invalid);
  });
});
