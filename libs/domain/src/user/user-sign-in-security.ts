import { DomainError } from '../shared/domain-error.js';
import type { UserProfile } from './user-profile.js';
import type { UserEvent } from './user.events.js';

export type MailLanguage = 'pl' | 'en';

/** Reset links the person asked for, by id: when each stops working, and whether it already did. */
export type PasswordResets = Readonly<Record<string, { expiresAt: string; spent: boolean }>>;

/**
 * Too many wrong passwords for this account: sign-in is refused until `lockedUntil`. The API counts the attempts
 * (outside the log, shared by every instance); the event says the lockout happened, so the owner is e-mailed
 * (the outbox projection) and the audit trail shows it.
 */
export type RecordSignInLockout = {
  type: 'RecordSignInLockout';
  data: { userId: string; lockedUntil: string; language: MailLanguage };
};

/**
 * 'Forgot password?': a reset link with id `resetId`, valid until `expiresAt`. The link's secret is derived
 * from the id with a server key when the e-mail is sent; it is never in an event.
 */
export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  data: { userId: string; resetId: string; expiresAt: string; language: MailLanguage };
};

/** The person set a new password through reset link `resetId` at `at` (ISO time). */
export type ResetPassword = { type: 'ResetPassword'; data: { userId: string; resetId: string; at: string } };

export function decideSignInLockout(
  command: RecordSignInLockout,
  registered: boolean,
  profile: UserProfile | null,
): UserEvent[] {
  if (!registered || !profile)
    throw new DomainError('FORBIDDEN', `User ${command.data.userId} has no account`);
  return [{ type: 'SignInLockedOut', data: { ...command.data, email: profile.email } }];
}

export function decidePasswordResetRequest(
  command: RequestPasswordReset,
  registered: boolean,
  profile: UserProfile | null,
): UserEvent[] {
  if (!registered || !profile)
    throw new DomainError('FORBIDDEN', `User ${command.data.userId} has no account`);
  return [{ type: 'PasswordResetRequested', data: { ...command.data, email: profile.email } }];
}

/** One use per link, within its 30 minutes, and only while no newer password was set. */
export function decidePasswordReset(command: ResetPassword, resets: PasswordResets): UserEvent[] {
  const { userId, resetId, at } = command.data;
  const reset = resets[resetId];
  if (!reset || reset.spent || Date.parse(at) >= Date.parse(reset.expiresAt))
    throw new DomainError('RESET_LINK_INVALID', 'This password reset link has expired or was already used');
  return [{ type: 'PasswordReset', data: { userId, resetId } }];
}

/** A new password, however it was set, spends every link asked for before it. */
export function withResetsSpent(resets: PasswordResets): PasswordResets {
  return Object.fromEntries(Object.entries(resets).map(([id, r]) => [id, { ...r, spent: true }]));
}
