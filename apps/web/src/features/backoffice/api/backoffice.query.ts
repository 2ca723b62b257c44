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
      partnership
      tags
      parentOrganizationId
    }
  }
`;

/** Paused until the viewer is known to be provider staff: anyone else would only get a 403. */
export function useBackofficeOrganizationsQuery(pause: boolean) {
  return useQuery<{ backofficeOrganizations: BackofficeOrganizationView[] }>({
    query: OrganizationsQuery,
    pause,
    requestPolicy: 'network-only',
  });
}
