import { type MagicLinkError } from '../invitation/magic-link-error.js';
import type { MagicLinkEvent } from '../invitation/magic-link.events.js';
import {
  evolveMagicLink,
  initialMagicLinkState,
  type MagicLinkState,
} from '../invitation/magic-link.state.js';
import { evolveUser } from '../user/user.decide.js';
import { type AcceptInvitation, planInvitationAcceptance } from './invitation-acceptance.js';
import { registeredUser } from '../user/testing/registered-user.js';

const linkOf = (...events: MagicLinkEvent[]): MagicLinkState =>
  events.reduce(evolveMagicLink, initialMagicLinkState);
const invitation: MagicLinkEvent = {
  type: 'MagicLinkIssued',
  data: { magicLinkId: 'link-1', organizationId: 'org-b', email: 'anna@firma.pl', role: 'auditor' },
};
const annaInA = registeredUser({ organizationId: 'org-a', role: 'administrator' });
const accept = (email = 'Anna@Firma.pl '): AcceptInvitation => ({
  type: 'AcceptInvitation',
  data: { magicLinkId: 'link-1', userId: 'u1', email },
});

describe('accepting an invitation with an existing account', () => {
  it('given an open invitation to her address, when Anna accepts, then the link is spent and she joins B with its role', () => {
    expect(planInvitationAcceptance(accept(), linkOf(invitation), annaInA)).toEqual({
      organizationId: 'org-b',
      link: [
        { type: 'MagicLinkUsed', data: { magicLinkId: 'link-1', organizationId: 'org-b', userId: 'u1' } },
      ],
      user: [
        {
          type: 'UserJoinedOrganization',
          data: { userId: 'u1', organizationId: 'org-b', role: 'auditor', magicLinkId: 'link-1' },
        },
      ],
    });
  });

  const used: MagicLinkEvent = {
    type: 'MagicLinkUsed',
    data: { magicLinkId: 'link-1', organizationId: 'org-b', userId: 'u9' },
  };
  const adminLink: MagicLinkEvent = {
    type: 'MagicLinkIssued',
    data: { magicLinkId: 'link-1', organizationId: null, email: null, role: null },
  };
  it.each([
    ['an unknown link', linkOf(), accept(), 'MAGIC_LINK_NOT_FOUND'],
    ['a spent link', linkOf(invitation, used), accept(), 'MAGIC_LINK_INACTIVE'],
    ['an admin registration link', linkOf(adminLink), accept(), 'WRONG_REGISTRATION_VARIANT'],
    [
      'someone signed in with another address',
      linkOf(invitation),
      accept('jan@firma.pl'),
      'INVITATION_FOR_ANOTHER_ADDRESS',
    ],
  ])('given %s, when accepting, then refused', (_, link, command, code) => {
    expect(() => planInvitationAcceptance(command, link, annaInA)).toThrow(
      expect.objectContaining({ code }) as MagicLinkError,
    );
  });

  it('given Anna already in B, when accepting, then only the link is spent', () => {
    const inB = evolveUser(annaInA, {
      type: 'UserJoinedOrganization',
      data: { userId: 'u1', organizationId: 'org-b', role: 'member', magicLinkId: 'link-0' },
    });
    const plan = planInvitationAcceptance(accept(), linkOf(invitation), inB);
    expect(plan.user).toEqual([]);
    expect(plan.link).toHaveLength(1);
  });
});
