import type { ChartsDataView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** The company's emissions of a month range (charts-data), for its residual emissions. */
export const useOffsetCharts = (organizationId: string, dateFrom: string, dateTo: string) =>
  useApiRead<ChartsDataView>(
    `/api/organizations/${encodeURIComponent(organizationId)}/charts-data?dateFrom=${dateFrom}&dateTo=${dateTo}`,
  );
