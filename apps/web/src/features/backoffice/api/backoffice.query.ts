import type { BackofficeOrganizationView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const OrganizationsQuery = gql`
  query BackofficeOrganizations {
    backofficeOrganizations {
      organizationId
      name
      demo
      planName
      planClass
      planLabel {
        pl
        en
      }
      status
      blockedMonths
    }
  }
`;

export function useBackofficeOrganizationsQuery() {
  return useQuery<{ backofficeOrganizations: BackofficeOrganizationView[] }>({
    query: OrganizationsQuery,
    requestPolicy: 'network-only',
  });
}
