import type { DataQualityQuery, DataQualityView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** The lines' data-quality mix and PCAF score: GET organizations/{id}/data-quality. Null: not asked yet. */
export function useDataQuality(organizationId: string, query: DataQualityQuery | null) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (typeof value === 'string') search.set(key, value);
  return useApiRead<DataQualityView>(
    query
      ? `/api/organizations/${encodeURIComponent(organizationId)}/data-quality?${search.toString()}`
      : null,
  );
}
