import type { ReportProductView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** GET organizations/{orgId}/report-products (spec §7): products with totals (kg) and scope summaries. */
export async function fetchReportProducts(
  organizationId: string,
  position: string | null,
): Promise<ReportProductView[]> {
  const response = await fetch(`/api/organizations/${encodeURIComponent(organizationId)}/report-products`, {
    credentials: 'include',
    headers: { ...CSRF_HEADERS, ...(position ? { 'x-wait-for-position': position } : {}) },
  });
  if (!response.ok) throw new Error(`report-products answered ${response.status}`);
  return (await response.json()) as ReportProductView[];
}
