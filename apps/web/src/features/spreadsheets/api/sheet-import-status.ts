import type { SheetImportStatusView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** The progress and outcome of one upload; null when the server no longer knows it (restarted, or an hour on). */
export async function fetchImportStatus(
  organizationId: string,
  importId: string,
): Promise<SheetImportStatusView | null> {
  const response = await fetch(
    `/api/organizations/${encodeURIComponent(organizationId)}/sheet-imports/${encodeURIComponent(importId)}`,
    { credentials: 'include', headers: { ...CSRF_HEADERS } },
  );
  return response.ok ? ((await response.json()) as SheetImportStatusView) : null;
}
