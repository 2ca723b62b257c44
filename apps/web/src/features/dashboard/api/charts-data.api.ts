import type { ChartsDataQuery, ChartsDataView, EmissionLineView, EmissionLinesQuery } from '@ghg/contracts';
import { restPath, useRestQuery } from './rest-query';

function organizationPath(organizationId: string, resource: string): string {
  return `/api/organizations/${encodeURIComponent(organizationId)}/${resource}`;
}

export function chartsDataPath(organizationId: string, query: ChartsDataQuery): string {
  return restPath(organizationPath(organizationId, 'charts-data'), { ...query });
}

export function emissionLinesPath(organizationId: string, query: EmissionLinesQuery): string {
  return restPath(organizationPath(organizationId, 'emission-lines'), { ...query });
}

/** GET /api/organizations/:orgId/charts-data (spec §7), paused until the organization is known. */
export function useChartsData(organizationId: string | null, query: ChartsDataQuery) {
  return useRestQuery<ChartsDataView>(organizationId ? chartsDataPath(organizationId, query) : null);
}

/** The lines behind a clicked figure; paused while no figure is open. */
export function useEmissionLines(organizationId: string | null, query: EmissionLinesQuery | null) {
  return useRestQuery<EmissionLineView[] | { lines: EmissionLineView[] }>(
    organizationId && query ? emissionLinesPath(organizationId, query) : null,
  );
}
