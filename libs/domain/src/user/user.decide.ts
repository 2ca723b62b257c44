import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from './roles.js';
import { type ChangeUserRole, decideRoleChange } from './user-role-change.js';
import type { UserEvent, UserRegistered } from './user.events.js';

export interface UserState {
  registered: boolean;
  organizationId?: string | null;
  removed?: boolean;
  role?: ActorRole;
}

export const initialUserState: UserState = { registered: false };

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };

/** `organizationId`, `actorId` and `actorRole` are the acting administrator's, from the session. */
export type RemoveUser = {
  type: 'RemoveUser';
  data: { userId: string; organizationId: string; actorId: string; actorRole: ActorRole };
};

export type UserCommand = RegisterUser | RemoveUser | ChangeUserRole;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RemoveUser') return decideRemoval(command, state);
  if (command.type === 'ChangeUserRole') return decideRoleChange(command, state);
  if (state.registered)
    throw new DomainError('USER_ALREADY_REGISTERED', `User ${command.data.userId} exists`);
  return [{ type: 'UserRegistered', data: { ...command.data } }];
}

function decideRemoval(command: RemoveUser, state: UserState): UserEvent[] {
  const { userId, organizationId, actorId, actorRole } = command.data;
  if (actorRole !== 'administrator')
    throw new DomainError('FORBIDDEN', 'Only an administrator can remove users');
  // Someone of another organization is answered like an unknown person: nothing leaks across tenants.
  if (!state.registered || state.organizationId !== organizationId)
    throw new DomainError('ORGANIZATION_NOT_FOUND', `User ${userId} not found`);
  if (userId === actorId)
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [
      { path: 'userId', code: 'invalid_value' },
    ]);
  if (state.removed) return [];
  return [{ type: 'UserRemoved', data: { userId, organizationId } }];
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        registered: true,
        organizationId: event.data.organizationId,
        removed: false,
        role: event.data.role,
      };
    case 'UserRemoved':
      return { ...state, removed: true };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
  }
}
