import type { ChartsDataQuery, EmissionsByLocationView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** The period's emissions by location (department): GET organizations/{id}/emissions-by-location. */
export function useEmissionsByLocation(organizationId: string, query: ChartsDataQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') search.set(key, value);
  return useApiRead<EmissionsByLocationView>(
    `/api/organizations/${encodeURIComponent(organizationId)}/emissions-by-location?${search.toString()}`,
  );
}
