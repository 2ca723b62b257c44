import { DomainError } from '../shared/domain-error.js';
import type { UserEvent, UserRegistered } from './user.events.js';

export interface UserState {
  registered: boolean;
}

export const initialUserState: UserState = { registered: false };

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };

export function decideUser(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.registered)
    throw new DomainError('USER_ALREADY_REGISTERED', `User ${command.data.userId} exists`);
  return [{ type: 'UserRegistered', data: { ...command.data } }];
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
  }
}
