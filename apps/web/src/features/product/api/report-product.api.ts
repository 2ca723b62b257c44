import type { ReportProductDetailView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** GET organizations/{orgId}/report-product/{productId} (spec §7): the result per section, lines with factors. */
export async function fetchReportProduct(
  organizationId: string,
  productId: string,
  position: string | null,
): Promise<ReportProductDetailView> {
  const path = `/api/organizations/${encodeURIComponent(organizationId)}/report-product/${encodeURIComponent(productId)}`;
  const response = await fetch(path, {
    credentials: 'include',
    headers: { ...CSRF_HEADERS, ...(position ? { 'x-wait-for-position': position } : {}) },
  });
  if (!response.ok) throw new Error(`report-product answered ${response.status}`);
  return (await response.json()) as ReportProductDetailView;
}
