import type { BenchmarkView } from '@ghg/contracts';
import { useRestQuery } from './rest-query';

/** The sector comparison for the dashboard's benchmarking panel. */
export function useBenchmarkSummary(organizationId: string | null, pause: boolean) {
  return useRestQuery<BenchmarkView>(
    organizationId && !pause ? `/api/organizations/${encodeURIComponent(organizationId)}/benchmark` : null,
  );
}
