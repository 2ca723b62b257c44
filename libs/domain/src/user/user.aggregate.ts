import { decideUser, evolveUser, initialUserState } from './user.decide.js';
import { USER_EVENT_TYPES } from './user.events.js';

/** A person's stream: registration, memberships, profile, password and sign-in security. */
export const userAggregate = {
  initialState: initialUserState,
  eventTypes: USER_EVENT_TYPES,
  evolve: evolveUser,
  decide: decideUser,
};
