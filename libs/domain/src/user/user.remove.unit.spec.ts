import { type DomainError } from '../shared/domain-error.js';
import { decideUser, evolveUser, type RemoveUser } from './user.decide.js';
import { registeredUser } from './testing/registered-user.js';

const registered = registeredUser({ userId: 'u2', email: 'a@b.pl', firstName: 'A', lastName: 'B' });
const remove = (data: Partial<RemoveUser['data']> = {}): RemoveUser => ({
  type: 'RemoveUser',
  data: { userId: 'u2', organizationId: 'org-1', actorId: 'u1', actorRole: 'administrator', ...data },
});

describe('removing a user', () => {
  it('given an administrator of the organization, when removing a member, then UserRemoved; again, nothing', () => {
    const events = decideUser(remove(), registered);
    expect(events).toEqual([{ type: 'UserRemoved', data: { userId: 'u2', organizationId: 'org-1' } }]);
    expect(decideUser(remove(), events.reduce(evolveUser, registered))).toEqual([]);
  });

  it.each([
    ['a member acting', { actorRole: 'member' as const }, 'FORBIDDEN'],
    ['another organization', { organizationId: 'org-2' }, 'ORGANIZATION_NOT_FOUND'],
    ['the administrator themself', { actorId: 'u2' }, 'VALIDATION_ERROR'],
  ])('given %s, when removing, then refused', (_, data, code) => {
    expect(() => decideUser(remove(data), registered)).toThrow(
      expect.objectContaining({ code }) as DomainError,
    );
  });
});
