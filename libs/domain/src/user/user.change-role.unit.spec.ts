import { type DomainError } from '../shared/domain-error.js';
import { roleIn } from './user-memberships.js';
import { type ChangeUserRole } from './user-role-change.js';
import { decideUser, evolveUser, type UserState } from './user.decide.js';
import { registeredUser } from './testing/registered-user.js';

const registeredAs = (role: 'administrator' | 'member'): UserState =>
  registeredUser({ userId: 'u2', email: 'a@b.pl', firstName: 'A', lastName: 'B', role });
const change = (data: Partial<ChangeUserRole['data']> = {}): ChangeUserRole => ({
  type: 'ChangeUserRole',
  data: {
    userId: 'u2',
    role: 'auditor',
    organizationId: 'org-1',
    actorId: 'u1',
    actorRole: 'administrator',
    administratorsInOrganization: 1,
    ...data,
  },
});

describe('changing a user’s role', () => {
  it('given a member, when an administrator makes them an auditor, then UserRoleChanged; again, nothing', () => {
    const member = registeredAs('member');
    const events = decideUser(change(), member);
    expect(events).toEqual([
      {
        type: 'UserRoleChanged',
        data: { userId: 'u2', organizationId: 'org-1', role: 'auditor', previousRole: 'member' },
      },
    ]);
    const changed = events.reduce(evolveUser, member);
    expect(roleIn(changed, 'org-1')).toBe('auditor');
    expect(decideUser(change(), changed)).toEqual([]);
  });

  it('given one of two administrators, when they make themself a member (confirmed), then the role changes', () => {
    const events = decideUser(
      change({ actorId: 'u2', role: 'member', administratorsInOrganization: 2, confirmSelf: true }),
      registeredAs('administrator'),
    );
    expect(events).toHaveLength(1);
  });

  it('given the last administrator, when they stay administrator, then nothing happens', () => {
    expect(
      decideUser(change({ actorId: 'u2', role: 'administrator' }), registeredAs('administrator')),
    ).toEqual([]);
  });

  it.each([
    ['a member acting', { actorRole: 'member' as const }, 'member' as const, 'FORBIDDEN'],
    ['an auditor acting', { actorRole: 'auditor' as const }, 'member' as const, 'FORBIDDEN'],
    ['another organization', { organizationId: 'org-2' }, 'member' as const, 'ORGANIZATION_NOT_FOUND'],
    ['a provider role', { role: 'provider-staff' as never }, 'member' as const, 'VALIDATION_ERROR'],
    ['the last administrator', { actorId: 'u2' }, 'administrator' as const, 'VALIDATION_ERROR'],
  ])('given %s, when changing the role, then refused', (_, data, role, code) => {
    expect(() => decideUser(change(data), registeredAs(role))).toThrow(
      expect.objectContaining({ code }) as DomainError,
    );
  });

  it('given a removed person, when changing their role, then not found', () => {
    const removed = evolveUser(registeredAs('member'), {
      type: 'UserRemoved',
      data: { userId: 'u2', organizationId: 'org-1' },
    });
    expect(() => decideUser(change(), removed)).toThrow(
      expect.objectContaining({ code: 'ORGANIZATION_NOT_FOUND' }) as DomainError,
    );
  });
});

describe('H1 privilege escalation: role changes', () => {
  const refusal = (state: UserState, data: Partial<ChangeUserRole['data']>) => {
    try {
      decideUser(change(data), state);
    } catch (error) {
      const { code, fields } = error as DomainError;
      return { code, fields };
    }
    return null;
  };

  it.each(['provider-staff', 'provider-supervisor'] as const)(
    'a company administrator cannot demote %s to any company role',
    (role) => {
      const provider = registeredUser({ userId: 'u2', role });
      for (const to of ['administrator', 'member', 'auditor'] as const) {
        expect(refusal(provider, { role: to, administratorsInOrganization: 3 })).toEqual({
          code: 'FORBIDDEN',
          fields: [{ path: 'userId', code: 'provider_person' }],
        });
      }
    },
  );

  it('the last administrator cannot demote themself, even confirmed', () => {
    expect(
      refusal(registeredAs('administrator'), { actorId: 'u2', role: 'member', confirmSelf: true }),
    ).toEqual({ code: 'VALIDATION_ERROR', fields: [{ path: 'role', code: 'last_administrator' }] });
  });

  it('one of two administrators demoting themself unconfirmed is asked to confirm (409 code)', () => {
    expect(
      refusal(registeredAs('administrator'), {
        actorId: 'u2',
        role: 'auditor',
        administratorsInOrganization: 2,
      }),
    ).toEqual({ code: 'CONFIRMATION_REQUIRED', fields: [{ path: 'confirmSelf', code: 'confirm_self' }] });
  });

  it('demoting another administrator needs no confirmation while one stays', () => {
    expect(
      decideUser(change({ role: 'member', administratorsInOrganization: 2 }), registeredAs('administrator')),
    ).toHaveLength(1);
  });
});
