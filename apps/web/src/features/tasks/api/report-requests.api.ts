import type { CustomerReportRequestView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET organizations/{id}/report-requests: the organization's full-report requests and their states. */
export const useReportRequests = (organizationId: string | null) =>
  useApiRead<CustomerReportRequestView[]>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/report-requests` : null,
  );
