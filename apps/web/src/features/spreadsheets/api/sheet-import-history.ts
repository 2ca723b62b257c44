import type { SheetImportView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** The organization's imports, newest first; after a write, `position` makes the server wait for it. */
export async function fetchImportHistory(
  organizationId: string,
  position?: string,
): Promise<SheetImportView[]> {
  const response = await fetch(
    `/api/organizations/${encodeURIComponent(organizationId)}/sheet-import-history`,
    {
      credentials: 'include',
      headers: { ...CSRF_HEADERS, ...(position ? { 'x-wait-for-position': position } : {}) },
    },
  );
  if (!response.ok) {
    console.error(`sheet-import-history answered ${response.status}`);
    return [];
  }
  return (await response.json()) as SheetImportView[];
}
