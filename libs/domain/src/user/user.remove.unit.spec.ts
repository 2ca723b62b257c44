import { type DomainError } from '../shared/domain-error.js';
import { decideUser, evolveUser, type RemoveUser, type UserState } from './user.decide.js';
import { registeredUser } from './testing/registered-user.js';

const registered = registeredUser({ userId: 'u2', email: 'a@b.pl', firstName: 'A', lastName: 'B' });
const remove = (data: Partial<RemoveUser['data']> = {}): RemoveUser => ({
  type: 'RemoveUser',
  data: {
    userId: 'u2',
    organizationId: 'org-1',
    actorId: 'u1',
    actorRole: 'administrator',
    administratorsInOrganization: 2,
    ...data,
  },
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
    ['the administrator themself, unconfirmed', { actorId: 'u2' }, 'CONFIRMATION_REQUIRED'],
  ])('given %s, when removing, then refused', (_, data, code) => {
    expect(() => decideUser(remove(data), registered)).toThrow(
      expect.objectContaining({ code }) as DomainError,
    );
  });
});

describe('H1 privilege escalation: removal', () => {
  const refusal = (state: UserState, data: Partial<RemoveUser['data']>) => {
    try {
      decideUser(remove(data), state);
    } catch (error) {
      const { code, fields } = error as DomainError;
      return { code, fields };
    }
    return null;
  };

  it.each(['provider-staff', 'provider-supervisor'] as const)(
    'a company administrator cannot remove %s, confirmed or not',
    (role) => {
      const provider = registeredUser({ userId: 'u2', role });
      for (const confirmSelf of [false, true]) {
        expect(refusal(provider, { confirmSelf })).toEqual({
          code: 'FORBIDDEN',
          fields: [{ path: 'userId', code: 'provider_person' }],
        });
      }
    },
  );

  it('the last administrator cannot remove themself, even confirmed', () => {
    const admin = registeredUser({ userId: 'u2', role: 'administrator' });
    expect(refusal(admin, { actorId: 'u2', administratorsInOrganization: 1, confirmSelf: true })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'role', code: 'last_administrator' }],
    });
  });

  it('one of two administrators removes themself only confirmed', () => {
    const admin = registeredUser({ userId: 'u2', role: 'administrator' });
    expect(refusal(admin, { actorId: 'u2' })?.code).toBe('CONFIRMATION_REQUIRED');
    expect(decideUser(remove({ actorId: 'u2', confirmSelf: true }), admin)).toEqual([
      { type: 'UserRemoved', data: { userId: 'u2', organizationId: 'org-1' } },
    ]);
  });
});
