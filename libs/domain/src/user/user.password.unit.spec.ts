import { type DomainError } from '../shared/domain-error.js';
import { decideUser, evolveUser, initialUserState, type UserState } from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { registeredUser } from './testing/registered-user.js';

const anna: UserState = registeredUser();
const apply = (state: UserState, events: UserEvent[]) => events.reduce(evolveUser, state);

describe('a person records a password change', () => {
  it('given their own account, then PasswordChanged with the user id only, and the state is unchanged', () => {
    const events = decideUser({ type: 'RecordPasswordChange', data: { userId: 'u1', actorId: 'u1' } }, anna);
    expect(events).toEqual([{ type: 'PasswordChanged', data: { userId: 'u1' } }]);
    expect(apply(anna, events)).toEqual(anna);
  });

  it.each([
    ['someone else', { userId: 'u1', actorId: 'u2' }, anna],
    ['no account', { userId: 'u1', actorId: 'u1' }, initialUserState],
  ])('given %s, then refused', (_, data, state) => {
    expect(() => decideUser({ type: 'RecordPasswordChange', data }, state)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError,
    );
  });
});
