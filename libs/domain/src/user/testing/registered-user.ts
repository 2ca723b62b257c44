import type { UserState } from '../user.decide.js';
import { evolveUser, initialUserState } from '../user.decide.js';
import type { UserRegistered } from '../user.events.js';

/** For tests: Anna Nowak (u1), registered in org-1 as a member unless the test says otherwise. */
export function registeredUser(data: Partial<UserRegistered['data']> = {}): UserState {
  return evolveUser(initialUserState, {
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      email: 'anna@firma.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      jobTitle: null,
      organizationId: 'org-1',
      role: 'member',
      ...data,
    },
  });
}
