import { type DomainError } from '../shared/domain-error.js';
import { isMemberOf, roleIn } from './user-memberships.js';
import {
  decideUser,
  evolveUser,
  initialUserState,
  type JoinOrganization,
  type UserState,
} from './user.decide.js';
import type { UserEvent } from './user.events.js';
import { registeredUser } from './testing/registered-user.js';

const registeredIn = (organizationId: string): UserState =>
  registeredUser({ organizationId, role: 'administrator' });
const join = (data: Partial<JoinOrganization['data']> = {}): JoinOrganization => ({
  type: 'JoinOrganization',
  data: { userId: 'u1', organizationId: 'org-b', role: 'member', magicLinkId: 'link-1', ...data },
});
const apply = (state: UserState, events: UserEvent[]) => events.reduce(evolveUser, state);

describe('a person in several organizations', () => {
  it('given an account in A, when joining B through an invitation, then a member of both with a role in each', () => {
    const events = decideUser(join(), registeredIn('org-a'));
    expect(events).toEqual([
      {
        type: 'UserJoinedOrganization',
        data: { userId: 'u1', organizationId: 'org-b', role: 'member', magicLinkId: 'link-1' },
      },
    ]);
    const both = apply(registeredIn('org-a'), events);
    expect(roleIn(both, 'org-a')).toBe('administrator');
    expect(roleIn(both, 'org-b')).toBe('member');
  });

  it('given a member of B already, when joining B again, then nothing: the role there stays', () => {
    const both = apply(registeredIn('org-a'), decideUser(join(), registeredIn('org-a')));
    expect(decideUser(join({ role: 'administrator' }), both)).toEqual([]);
    expect(decideUser(join({ organizationId: 'org-a', role: 'auditor' }), both)).toEqual([]);
  });

  it('given no account, when joining, then refused', () => {
    expect(() => decideUser(join(), initialUserState)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError,
    );
  });

  it('given a member of A and B, when B removes them, then still in A; removing again changes nothing', () => {
    const both = apply(registeredIn('org-a'), decideUser(join(), registeredIn('org-a')));
    const removal = {
      type: 'RemoveUser' as const,
      data: {
        userId: 'u1',
        organizationId: 'org-b',
        actorId: 'admin-b',
        actorRole: 'administrator' as const,
        administratorsInOrganization: 1,
      },
    };
    const events = decideUser(removal, both);
    expect(events).toEqual([{ type: 'UserRemoved', data: { userId: 'u1', organizationId: 'org-b' } }]);
    const onlyA = apply(both, events);
    expect(isMemberOf(onlyA, 'org-b')).toBe(false);
    expect(roleIn(onlyA, 'org-a')).toBe('administrator');
    expect(decideUser(removal, onlyA)).toEqual([]);
  });

  it('given a member of A and B, when A changes their role, then the role in B is untouched', () => {
    const both = apply(registeredIn('org-a'), decideUser(join(), registeredIn('org-a')));
    const events = decideUser(
      {
        type: 'ChangeUserRole',
        data: {
          userId: 'u1',
          role: 'auditor',
          organizationId: 'org-b',
          actorId: 'admin-b',
          actorRole: 'administrator',
          administratorsInOrganization: 1,
        },
      },
      both,
    );
    const changed = apply(both, events);
    expect(roleIn(changed, 'org-b')).toBe('auditor');
    expect(roleIn(changed, 'org-a')).toBe('administrator');
  });

  it('given a person removed from B, when invited back and joining, then a member of B again', () => {
    const both = apply(registeredIn('org-a'), decideUser(join(), registeredIn('org-a')));
    const removed = apply(both, [{ type: 'UserRemoved', data: { userId: 'u1', organizationId: 'org-b' } }]);
    const back = apply(removed, decideUser(join({ magicLinkId: 'link-2', role: 'auditor' }), removed));
    expect(roleIn(back, 'org-b')).toBe('auditor');
  });
});
