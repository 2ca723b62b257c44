import { sendJson } from '../../../lib/send-json';

/** Reverts one import: its rows go in one transaction. */
export function revertImport(organizationId: string, importId: string) {
  return sendJson<{ position: string; rows: number; code: string; message: string }>(
    `/api/organizations/${encodeURIComponent(organizationId)}/sheet-imports/${encodeURIComponent(importId)}/revert`,
    'POST',
  );
}
