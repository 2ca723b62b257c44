import { gql, useQuery } from 'urql';

/** An organization provider staff may pick on the blocked-periods page. */
export interface ClientOrganization {
  organizationId: string;
  name: string;
}

const ClientOrganizationsQuery = gql`
  query ClientOrganizations {
    backofficeOrganizations {
      organizationId
      name
    }
  }
`;

/** Every organization, for provider staff only (paused for everyone else: the server would refuse them). */
export function useClientOrganizationsQuery(pause: boolean) {
  return useQuery<{ backofficeOrganizations: ClientOrganization[] }>({
    query: ClientOrganizationsQuery,
    pause,
  });
}
