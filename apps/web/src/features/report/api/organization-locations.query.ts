import type { OrganizationView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** The locations a row can name: GET organizations/{id} (its entities); null id: not known yet. */
export function useOrganizationLocations(organizationId: string | null) {
  return useApiRead<OrganizationView>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}` : null,
  );
}
