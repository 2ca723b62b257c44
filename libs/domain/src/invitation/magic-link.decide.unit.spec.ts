import { DomainError } from '../shared/domain-error.js';
import { MagicLinkError } from './magic-link-error.js';
import { decideMagicLink, type MagicLinkCommand } from './magic-link.decide.js';
import type { MagicLinkEvent } from './magic-link.events.js';
import {
  evolveMagicLink,
  initialMagicLinkState,
  type MagicLinkState,
  registrationVariantOf,
} from './magic-link.state.js';

const ORG = 'org-1';
const replay = (events: MagicLinkEvent[]): MagicLinkState =>
  events.reduce(evolveMagicLink, initialMagicLinkState);
const run = (state: MagicLinkState, command: MagicLinkCommand) => decideMagicLink(command, state);
const invited = replay(
  run(initialMagicLinkState, {
    type: 'InviteUser',
    data: {
      magicLinkId: 'l1',
      organizationId: ORG,
      email: ' Jan@Firma.pl ',
      role: 'member',
      actorRole: 'administrator',
    },
  }),
);

describe('magic links', () => {
  it('given provider staff, when an admin link is issued, then it names no organization and is the admin variant', () => {
    const events = run(initialMagicLinkState, {
      type: 'IssueAdminMagicLink',
      data: { magicLinkId: 'a1', actorRole: 'provider-staff' },
    });
    expect(events).toEqual([
      { type: 'MagicLinkIssued', data: { magicLinkId: 'a1', organizationId: null, email: null, role: null } },
    ]);
    expect(registrationVariantOf(replay(events))).toBe('admin');
  });

  it.each(['administrator', 'member', 'auditor'] as const)(
    'given a %s, when an admin link is issued, then FORBIDDEN',
    (actorRole) => {
      expect(() =>
        run(initialMagicLinkState, { type: 'IssueAdminMagicLink', data: { magicLinkId: 'a1', actorRole } }),
      ).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }) as DomainError);
    },
  );

  it('given an administrator, when inviting, then the e-mail is kept trimmed in lower case and the link is the user variant', () => {
    expect(invited).toMatchObject({
      active: true,
      email: 'jan@firma.pl',
      organizationId: ORG,
      role: 'member',
    });
    expect(registrationVariantOf(invited)).toBe('user');
  });

  it('given a member, when inviting, then FORBIDDEN', () => {
    expect(() =>
      run(initialMagicLinkState, {
        type: 'InviteUser',
        data: {
          magicLinkId: 'l2',
          organizationId: ORG,
          email: 'x@y.pl',
          role: 'member',
          actorRole: 'member',
        },
      }),
    ).toThrow(DomainError);
  });

  it('given an open invitation, when resent by its organization, then InvitationResent to the same address', () => {
    expect(
      run(invited, {
        type: 'ResendInvitation',
        data: { magicLinkId: 'l1', organizationId: ORG, actorRole: 'administrator' },
      }),
    ).toEqual([
      { type: 'InvitationResent', data: { magicLinkId: 'l1', organizationId: ORG, email: 'jan@firma.pl' } },
    ]);
  });

  it('given another organization, when resending or deleting, then not found (nothing leaks)', () => {
    for (const type of ['ResendInvitation', 'RevokeMagicLink'] as const) {
      expect(() =>
        run(invited, {
          type,
          data: { magicLinkId: 'l1', organizationId: 'org-2', actorRole: 'administrator' },
        }),
      ).toThrow(expect.objectContaining({ code: 'MAGIC_LINK_NOT_FOUND' }) as MagicLinkError);
    }
  });

  it('given a deleted invitation, when used or resent, then inactive; deleting again changes nothing', () => {
    const revoke = { magicLinkId: 'l1', organizationId: ORG, actorRole: 'administrator' as const };
    const revoked = replay([
      ...run(initialMagicLinkState, {
        type: 'InviteUser',
        data: { ...revoke, email: 'jan@firma.pl', role: 'member' },
      }),
      ...run(invited, { type: 'RevokeMagicLink', data: revoke }),
    ]);
    expect(revoked.active).toBe(false);
    expect(run(revoked, { type: 'RevokeMagicLink', data: revoke })).toEqual([]);
    expect(() => run(revoked, { type: 'ResendInvitation', data: revoke })).toThrow(
      expect.objectContaining({ code: 'MAGIC_LINK_INACTIVE' }) as MagicLinkError,
    );
    expect(() =>
      run(revoked, { type: 'UseMagicLink', data: { magicLinkId: 'l1', organizationId: ORG, userId: 'u' } }),
    ).toThrow(expect.objectContaining({ code: 'MAGIC_LINK_INACTIVE' }) as MagicLinkError);
  });

  it('given a used link, when used again, then inactive (one-time)', () => {
    const use = {
      type: 'UseMagicLink' as const,
      data: { magicLinkId: 'l1', organizationId: ORG, userId: 'u1' },
    };
    const used = replay([
      {
        type: 'MagicLinkIssued',
        data: { magicLinkId: 'l1', organizationId: ORG, email: 'a@b.pl', role: 'member' },
      },
      ...run(invited, use),
    ]);
    expect(used.active).toBe(false);
    expect(() => run(used, use)).toThrow(MagicLinkError);
  });

  it('given an unknown link, when used, then not found', () => {
    expect(() =>
      run(initialMagicLinkState, {
        type: 'UseMagicLink',
        data: { magicLinkId: 'x', organizationId: ORG, userId: 'u' },
      }),
    ).toThrow(expect.objectContaining({ code: 'MAGIC_LINK_NOT_FOUND' }) as MagicLinkError);
  });
});
