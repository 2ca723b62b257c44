import { MagicLinkError } from '../invitation/magic-link-error.js';
import {
  evolveMagicLink,
  initialMagicLinkState,
  type MagicLinkState,
} from '../invitation/magic-link.state.js';
import { DomainError } from '../shared/domain-error.js';
import {
  planRegistration,
  type RegisterOrganizationAdministrator,
  type RegistrantDetails,
} from './registration.js';

const adminLink: MagicLinkState = evolveMagicLink(initialMagicLinkState, {
  type: 'MagicLinkIssued',
  data: { magicLinkId: 'a1', organizationId: null, email: null, role: null },
});
const invitation: MagicLinkState = evolveMagicLink(initialMagicLinkState, {
  type: 'MagicLinkIssued',
  data: { magicLinkId: 'l1', organizationId: 'org-1', email: 'jan@firma.pl', role: 'auditor' },
});
const person: RegistrantDetails = {
  userId: 'u1',
  email: 'Jan@Firma.pl',
  firstName: 'Jan',
  lastName: 'Nowak',
  jobTitle: null,
  phoneNumber: '+48600700800',
};
const adminCommand: RegisterOrganizationAdministrator = {
  type: 'RegisterOrganizationAdministrator',
  data: {
    magicLinkId: 'a1',
    organizationId: 'org-9',
    user: person,
    company: {
      companyName: 'Zielona',
      country: 'PL',
      street: 'Prosta 1',
      postalCode: '00-950',
      city: 'Warszawa',
      nip: '1234563218',
    },
    advanced: { industry: 'BANKING', peopleAmount: 'SMALL_COMPANY', annualRevenue: 'LESS_THAN_500K' },
  },
};

describe('registration through a magic link', () => {
  it('given an admin link, when an administrator registers, then the organization, its first answers, the administrator and the spent link', () => {
    const plan = planRegistration(adminCommand, adminLink);
    expect(plan.link).toEqual([
      { type: 'MagicLinkUsed', data: { magicLinkId: 'a1', organizationId: 'org-9', userId: 'u1' } },
    ]);
    expect(plan.organization.map((e) => e.type)).toEqual(
      expect.arrayContaining(['OrganizationRegistered', 'InitialQuestionsAnswered']),
    );
    expect(plan.organization[0]?.data).toMatchObject({
      name: 'Zielona',
      country: 'PL',
      address: { nip: '1234563218' },
    });
    expect(plan.organization.find((e) => e.type === 'InitialQuestionsAnswered')?.data).toMatchObject({
      answers: {
        industry: 'BANKING',
        peopleAmount: 'SMALL_COMPANY',
        annualRevenue: 'LESS_THAN_500K',
        country: 'PL',
      },
    });
    expect(plan.user[0]?.data).toMatchObject({
      role: 'administrator',
      organizationId: 'org-9',
      email: 'jan@firma.pl',
    });
  });

  it('given an invitation, when the invitee registers, then only the user (with the invited role) and the spent link', () => {
    const plan = planRegistration(
      { type: 'RegisterInvitedUser', data: { magicLinkId: 'l1', user: person } },
      invitation,
    );
    expect(plan.organization).toEqual([]);
    expect(plan.user[0]?.data).toMatchObject({
      role: 'auditor',
      organizationId: 'org-1',
      phoneNumber: '+48600700800',
    });
    expect(plan.link[0]?.type).toBe('MagicLinkUsed');
  });

  it('given an invitation, when registering another address, then invalid_value on email', () => {
    const other = { ...person, email: 'ktos@firma.pl' };
    expect(() =>
      planRegistration({ type: 'RegisterInvitedUser', data: { magicLinkId: 'l1', user: other } }, invitation),
    ).toThrow(DomainError);
  });

  it('given the wrong form for the link, when registering, then WRONG_REGISTRATION_VARIANT', () => {
    expect(() => planRegistration(adminCommand, invitation)).toThrow(
      expect.objectContaining({ code: 'WRONG_REGISTRATION_VARIANT' }) as MagicLinkError,
    );
    expect(() =>
      planRegistration({ type: 'RegisterInvitedUser', data: { magicLinkId: 'a1', user: person } }, adminLink),
    ).toThrow(MagicLinkError);
  });

  it('given a spent link, when registering, then MAGIC_LINK_INACTIVE', () => {
    const spent = evolveMagicLink(adminLink, {
      type: 'MagicLinkUsed',
      data: { magicLinkId: 'a1', organizationId: 'org-9', userId: 'u0' },
    });
    expect(() => planRegistration(adminCommand, spent)).toThrow(
      expect.objectContaining({ code: 'MAGIC_LINK_INACTIVE' }) as MagicLinkError,
    );
  });
});
