import type { NotificationKind } from './notification-kind.js';
import { everyType } from '../shared/every-type.js';
import type { ActorRole } from './roles.js';

export type UserRegistered = {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    jobTitle: string | null;
    organizationId: string;
    role: ActorRole;
    /** Given at registration through a magic link (spaces removed); absent for seeded people. */
    phoneNumber?: string | null;
  };
};

/**
 * A person who already has an account accepted an invitation into another organization (a membership): they
 * now switch between their companies in "Your companies". `magicLinkId` is the invitation that was spent
 * (null: the demo seed made the membership).
 */
export type UserJoinedOrganization = {
  type: 'UserJoinedOrganization';
  data: {
    userId: string;
    organizationId: string;
    role: 'administrator' | 'member' | 'auditor';
    magicLinkId: string | null;
  };
};

/**
 * An administrator removed the person from the organization: their sessions in it end; without any other
 * organization they cannot sign in any more.
 */
export type UserRemoved = {
  type: 'UserRemoved';
  data: { userId: string; organizationId: string };
};

/** An administrator gave the person another role in the organization; it applies at their next request. */
export type UserRoleChanged = {
  type: 'UserRoleChanged';
  data: {
    userId: string;
    organizationId: string;
    role: 'administrator' | 'member' | 'auditor';
    previousRole: ActorRole | null;
  };
};

/** A field of the profile the person edits themself (spec §2 "Profile"). */
export type ProfileField = 'firstName' | 'lastName' | 'jobTitle';

/** One profile field that changed; null means "not given" (a job title is optional). */
export interface ProfileChange {
  field: ProfileField;
  before: string | null;
  after: string | null;
}

/** The person changed their own name or job title: only the fields that changed, as the audit trail shows them. */
export type UserProfileChanged = {
  type: 'UserProfileChanged';
  data: { userId: string; changes: ProfileChange[] };
};

/**
 * The person changed their password (embedded provider). The password itself, old or new, is never in an
 * event: this one only says who changed it and, in its metadata, when and from where.
 */
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { userId: string };
};

/** Sign-in to this account is refused until `lockedUntil` after too many wrong passwords; `email` is told. */
export type SignInLockedOut = {
  type: 'SignInLockedOut';
  data: { userId: string; email: string; lockedUntil: string; language: 'pl' | 'en' };
};

/** A reset link was asked for (no secret: the link's token is derived from `resetId` when it is e-mailed). */
export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: string; email: string; resetId: string; expiresAt: string; language: 'pl' | 'en' };
};

/** The person set a new password through reset link `resetId`; their sessions ended. No secret. */
export type PasswordReset = { type: 'PasswordReset'; data: { userId: string; resetId: string } };

/** The person chose whether and about what they are e-mailed (muted kinds in NOTIFICATION_KINDS order). */
export type NotificationMailPreferenceSet = {
  type: 'NotificationMailPreferenceSet';
  data: { userId: string; emailEnabled: boolean; mutedKinds: readonly NotificationKind[] };
};

export type UserEvent =
  | UserRegistered
  | UserJoinedOrganization
  | UserRemoved
  | UserRoleChanged
  | UserProfileChanged
  | PasswordChanged
  | SignInLockedOut
  | PasswordResetRequested
  | PasswordReset
  | NotificationMailPreferenceSet;

export const USER_EVENT_TYPES = everyType<UserEvent['type']>()([
  'UserRegistered',
  'UserJoinedOrganization',
  'UserRemoved',
  'UserRoleChanged',
  'UserProfileChanged',
  'PasswordChanged',
  'SignInLockedOut',
  'PasswordResetRequested',
  'PasswordReset',
  'NotificationMailPreferenceSet',
]);

export const userStreamId = (userId: string): string => `user-${userId}`;
