import type { AccessView, MeView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

/** The current user as GraphQL answers it: the plan, permissions and dialogs at the top level. */
export type Me = Omit<MeView, 'access'> & Omit<AccessView, 'freemiumExpiresAt'>;

const MeQuery = gql`
  query Me {
    me {
      userId
      email
      firstName
      lastName
      jobTitle
      organizationId
      organizationName
      role
      organizations
      companies {
        organizationId
        name
        role
        planName
        planLabel {
          pl
          en
        }
        status
        lastActivityAt
        parentOrganizationId
        tags
      }
      selectedOrgId
      permissions
      planName
      planClass
      organizationStatus
      upgradeDialogs
      partnership
    }
  }
`;

export function useMeQuery(options: { pause: boolean }) {
  return useQuery<{ me: Me }>({ query: MeQuery, pause: options.pause, requestPolicy: 'cache-first' });
}
