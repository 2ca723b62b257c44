import type { OrganizationRegistered } from '../organization/organization.events.js';
import { DomainError } from '../shared/domain-error.js';
import type { UserRegistered } from '../user/user.events.js';

export interface ProviderBootstrap {
  organizationId: string;
  organizationName: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The first provider administrator of an empty production install: the provider's own organization and its
 * supervisor (who sees every organization in the back office and creates registration links). Once only: any
 * provider person already in the log refuses it, so the command cannot mint a second supervisor later.
 */
export function planProviderBootstrap(
  request: ProviderBootstrap,
  providerPeopleInLog: number,
): { organization: OrganizationRegistered[]; user: UserRegistered[] } {
  if (providerPeopleInLog > 0) {
    throw new DomainError(
      'FORBIDDEN',
      'A provider administrator already exists: they add provider people; this command runs once',
    );
  }
  const { organizationId, organizationName, userId, email, firstName, lastName } = request;
  return {
    organization: [
      {
        type: 'OrganizationRegistered',
        data: { organizationId, name: organizationName, country: null, demo: false },
      },
    ],
    user: [
      {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName,
          lastName,
          jobTitle: null,
          organizationId,
          role: 'provider-supervisor',
        },
      },
    ],
  };
}
