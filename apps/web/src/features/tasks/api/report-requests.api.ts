import type { CustomerReportRequestView } from '@ghg/contracts';
import { useTaskApiRead } from './task-api-read';

/** GET organizations/{id}/report-requests: the organization's full-report requests and their states. */
export const useReportRequests = (organizationId: string | null) =>
  useTaskApiRead<CustomerReportRequestView[]>(
    organizationId ? `/api/organizations/${encodeURIComponent(organizationId)}/report-requests` : null,
  );
