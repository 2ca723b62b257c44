import { DomainError } from '../shared/domain-error.js';
import { MagicLinkError } from '../invitation/magic-link-error.js';
import { decideMagicLink } from '../invitation/magic-link.decide.js';
import type { MagicLinkUsed } from '../invitation/magic-link.events.js';
import { type MagicLinkState, registrationVariantOf } from '../invitation/magic-link.state.js';
import { decideOrganization } from '../organization/organization.decide.js';
import type { CompanyAddress, OrganizationEvent } from '../organization/organization.events.js';
import { initialOrganizationState } from '../organization/organization.state.js';
import { decideUser, initialUserState } from '../user/user.decide.js';
import type { UserRegistered } from '../user/user.events.js';

/** The person registering; the contracts have checked the form (names, password rules, phone) already. */
export interface RegistrantDetails {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  phoneNumber: string | null;
}

/** A person invited into an existing organization (user variant). */
export type RegisterInvitedUser = {
  type: 'RegisterInvitedUser';
  data: { magicLinkId: string; user: RegistrantDetails };
};

/** A new organization and its first administrator (admin variant): company data and advanced details. */
export type RegisterOrganizationAdministrator = {
  type: 'RegisterOrganizationAdministrator';
  data: {
    magicLinkId: string;
    organizationId: string;
    user: RegistrantDetails;
    company: CompanyAddress & { companyName: string; country: string };
    advanced: { industry: string; peopleAmount: string; annualRevenue: string };
  };
};

export type RegistrationCommand = RegisterInvitedUser | RegisterOrganizationAdministrator;

/**
 * Events a registration appends, one list per stream. The link's event is appended first with the revision
 * read, so two registrations racing on one link cannot both go through.
 */
export interface RegistrationPlan {
  link: MagicLinkUsed[];
  organization: OrganizationEvent[];
  user: UserRegistered[];
}

export function planRegistration(command: RegistrationCommand, link: MagicLinkState): RegistrationPlan {
  if (!link.issued) throw new MagicLinkError('MAGIC_LINK_NOT_FOUND', 'Unknown magic link');
  if (!link.active) throw new MagicLinkError('MAGIC_LINK_INACTIVE', 'The magic link has expired');
  const variant = command.type === 'RegisterInvitedUser' ? 'user' : 'admin';
  if (registrationVariantOf(link) !== variant)
    throw new MagicLinkError(
      'WRONG_REGISTRATION_VARIANT',
      `This link registers ${registrationVariantOf(link)}s`,
    );
  return command.type === 'RegisterInvitedUser' ? invitedUser(command, link) : administrator(command, link);
}

function invitedUser(command: RegisterInvitedUser, link: MagicLinkState): RegistrationPlan {
  const { user, magicLinkId } = command.data;
  // The invitation was sent to one address: the account is made for that address, not another.
  if (link.email && link.email !== user.email.trim().toLowerCase())
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [{ path: 'email', code: 'invalid_value' }]);
  const organizationId = link.organizationId;
  if (!organizationId)
    throw new MagicLinkError('WRONG_REGISTRATION_VARIANT', 'The link names no organization');
  return {
    link: usedLink(magicLinkId, organizationId, user.userId, link),
    organization: [],
    user: registeredUser(user, organizationId, link.role ?? 'member'),
  };
}

function administrator(command: RegisterOrganizationAdministrator, link: MagicLinkState): RegistrationPlan {
  const { magicLinkId, organizationId, user, company, advanced } = command.data;
  const { companyName, country, street, postalCode, city, nip } = company;
  const registered = decideOrganization(
    {
      type: 'RegisterOrganization',
      data: {
        organizationId,
        name: companyName,
        country,
        demo: false,
        address: { street, postalCode, city, nip },
      },
    },
    initialOrganizationState,
  );
  // The advanced details are the first initial answers: the sector comparison can use them at once.
  const answered = decideOrganization(
    { type: 'AnswerInitialQuestions', data: { organizationId, answers: { ...advanced, country } } },
    { ...initialOrganizationState, registered: true, organizationId },
  );
  return {
    link: usedLink(magicLinkId, organizationId, user.userId, link),
    organization: [...registered, ...answered],
    user: registeredUser(user, organizationId, 'administrator'),
  };
}

function usedLink(magicLinkId: string, organizationId: string, userId: string, link: MagicLinkState) {
  return decideMagicLink({ type: 'UseMagicLink', data: { magicLinkId, organizationId, userId } }, link) as [
    MagicLinkUsed,
  ];
}

function registeredUser(
  user: RegistrantDetails,
  organizationId: string,
  role: UserRegistered['data']['role'],
): UserRegistered[] {
  const { userId, firstName, lastName, jobTitle, phoneNumber } = user;
  const data = {
    userId,
    email: user.email.trim().toLowerCase(),
    firstName,
    lastName,
    jobTitle,
    organizationId,
    role,
  };
  return decideUser(
    { type: 'RegisterUser', data: { ...data, phoneNumber } },
    initialUserState,
  ) as UserRegistered[];
}
