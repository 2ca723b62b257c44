import type { OrganizationStructureView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** A group's companies and their totals rolled up (module moreThanOneOrganizationStructure). */
export function useOrganizationStructure(organizationId: string) {
  return useApiRead<OrganizationStructureView>(
    `/api/organizations/${encodeURIComponent(organizationId)}/structure`,
  );
}
