import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from './roles.js';
import { type ChangeUserRole, decideRoleChange, type OrganizationRole } from './user-role-change.js';
import { requireManageable } from './user-management-rules.js';
import {
  isMemberOf,
  roleIn,
  type UserMemberships,
  withMembership,
  withoutMembership,
} from './user-memberships.js';
import { decidePasswordChange, type RecordPasswordChange } from './user-password.js';
import {
  decidePasswordReset,
  decidePasswordResetRequest,
  decideSignInLockout,
  type PasswordResets,
  type RecordSignInLockout,
  type RequestPasswordReset,
  type ResetPassword,
  withResetsSpent,
} from './user-sign-in-security.js';
import {
  decideProfileUpdate,
  type UpdateUserProfile,
  type UserProfile,
  withProfileChanges,
} from './user-profile.js';
import type { UserEvent, UserRegistered } from './user.events.js';
import {
  DEFAULT_NOTIFICATION_MAIL,
  decideNotificationMailPreference,
  type NotificationMailPreference,
  type SetNotificationMailPreference,
} from './notification-mail-preference.js';

/**
 * The person's memberships, their profile as registered and edited since (null before registration), and the
 * password reset links they asked for.
 */
export type UserState = UserMemberships & {
  profile: UserProfile | null;
  passwordResets: PasswordResets;
  notificationMail: NotificationMailPreference;
};

export const initialUserState: UserState = {
  registered: false,
  memberships: {},
  formerOrganizations: [],
  profile: null,
  passwordResets: {},
  notificationMail: DEFAULT_NOTIFICATION_MAIL,
};

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };

/**
 * `organizationId`, `actorId` and `actorRole` are the acting administrator's, from the session;
 * `administratorsInOrganization` and `confirmSelf` as for a role change (user-management-rules.ts).
 */
export type RemoveUser = {
  type: 'RemoveUser';
  data: {
    userId: string;
    organizationId: string;
    actorId: string;
    actorRole: ActorRole;
    administratorsInOrganization: number;
    confirmSelf?: boolean;
  };
};

/** A person with an account accepts an invitation (`magicLinkId`) into another organization. */
export type JoinOrganization = {
  type: 'JoinOrganization';
  data: { userId: string; organizationId: string; role: OrganizationRole; magicLinkId: string | null };
};

export type UserCommand =
  | RegisterUser
  | RemoveUser
  | ChangeUserRole
  | JoinOrganization
  | UpdateUserProfile
  | RecordPasswordChange
  | RecordSignInLockout
  | RequestPasswordReset
  | ResetPassword
  | SetNotificationMailPreference;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RemoveUser':
      return decideRemoval(command, state);
    case 'ChangeUserRole':
      return decideRoleChange(command, state);
    case 'JoinOrganization':
      return decideJoin(command, state);
    case 'UpdateUserProfile':
      return decideProfileUpdate(command, state.profile);
    case 'RecordPasswordChange':
      return decidePasswordChange(command, state.registered);
    case 'RecordSignInLockout':
      return decideSignInLockout(command, state.registered, state.profile);
    case 'RequestPasswordReset':
      return decidePasswordResetRequest(command, state.registered, state.profile);
    case 'ResetPassword':
      return decidePasswordReset(command, state.passwordResets);
    case 'SetNotificationMailPreference':
      return decideNotificationMailPreference(command, state.registered, state.notificationMail);
    case 'RegisterUser':
      if (state.registered)
        throw new DomainError('USER_ALREADY_REGISTERED', `User ${command.data.userId} exists`);
      return [{ type: 'UserRegistered', data: { ...command.data } }];
  }
}

function decideJoin(command: JoinOrganization, state: UserState): UserEvent[] {
  const { userId, organizationId } = command.data;
  if (!state.registered) throw new DomainError('FORBIDDEN', `User ${userId} has no account`);
  // Accepting an invitation into a company the person is already in keeps the role they have there.
  if (isMemberOf(state, organizationId)) return [];
  return [{ type: 'UserJoinedOrganization', data: { ...command.data } }];
}

function decideRemoval(command: RemoveUser, state: UserState): UserEvent[] {
  const { userId, organizationId, actorId, actorRole, administratorsInOrganization } = command.data;
  if (actorRole !== 'administrator')
    throw new DomainError('FORBIDDEN', 'Only an administrator can remove users');
  if (state.formerOrganizations.includes(organizationId) && !isMemberOf(state, organizationId)) return [];
  const current = roleIn(state, organizationId);
  // Someone of another organization is answered like an unknown person: nothing leaks across tenants.
  if (current === undefined) throw new DomainError('ORGANIZATION_NOT_FOUND', `User ${userId} not found`);
  requireManageable({
    targetRole: current,
    targetIsSelf: userId === actorId,
    loses: current === 'administrator' ? 'administrator' : 'nothing',
    administratorsInOrganization,
    confirmSelf: command.data.confirmSelf === true,
  });
  return [{ type: 'UserRemoved', data: { userId, organizationId } }];
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { email, firstName, lastName, jobTitle } = event.data;
      const registered = withMembership(state, event.data.organizationId, event.data.role);
      return { ...registered, profile: { email, firstName, lastName, jobTitle } };
    }
    case 'UserJoinedOrganization':
    case 'UserRoleChanged':
      return withMembership(state, event.data.organizationId, event.data.role);
    case 'UserRemoved':
      return withoutMembership(state, event.data.organizationId);
    case 'UserProfileChanged':
      return { ...state, profile: withProfileChanges(state.profile, event.data.changes) };
    case 'PasswordChanged':
    case 'PasswordReset':
      return { ...state, passwordResets: withResetsSpent(state.passwordResets) };
    case 'SignInLockedOut':
      return state;
    case 'NotificationMailPreferenceSet':
      return {
        ...state,
        notificationMail: { emailEnabled: event.data.emailEnabled, mutedKinds: event.data.mutedKinds },
      };
    case 'PasswordResetRequested': {
      const { resetId, expiresAt } = event.data;
      return {
        ...state,
        passwordResets: { ...state.passwordResets, [resetId]: { expiresAt, spent: false } },
      };
    }
  }
}
