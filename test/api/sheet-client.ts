/** Test support: the spreadsheet routes as a test calls them (upload, wait for the outcome, history, revert). */
import type { SheetImportStatusView, SheetImportView } from '@ghg/contracts';
import type { ApiHarness } from './api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../../apps/api/src/seed/demo-accounts.js';

const ORG = `/api/organizations/${DEMO_ORGANIZATION_ID}`;

/**
 * On a loaded machine a kept-alive connection the server has just timed out can be picked for the next request
 * (ECONNRESET before anything was read): that request is sent once more on a fresh connection.
 */
async function once<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET') throw error;
    return call();
  }
}

export function sheetClient(harness: Pick<ApiHarness, 'request'>) {
  const api = { request: (path: string, init?: RequestInit) => once(() => harness.request(path, init)) };
  const upload = async (data: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), fileName);
    const res = await api.request(`${ORG}/sheet-imports`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as SheetImportStatusView & { code?: string } };
  };
  const outcome = async (importId: string): Promise<SheetImportStatusView> => {
    for (let i = 0; i < 600; i += 1) {
      const res = await api.request(`${ORG}/sheet-imports/${importId}`);
      const status = (await res.json()) as SheetImportStatusView;
      if (['imported', 'refused', 'failed'].includes(status.phase)) return status;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${importId} did not finish`);
  };
  return {
    upload,
    outcome,
    /** Upload and wait: the final status (throws if the upload itself was refused). */
    async importFile(data: Buffer, fileName: string): Promise<SheetImportStatusView> {
      const answer = await upload(data, fileName);
      if (answer.status !== 202)
        throw new Error(`upload answered ${answer.status} ${JSON.stringify(answer.body)}`);
      return outcome(answer.body.importId);
    },
    async download(
      kind: 'export' | 'template',
      query: string,
      position?: string,
    ): Promise<{ status: number; data: Buffer; type: string; headers: Headers }> {
      const res = await api.request(`${ORG}/sheet-${kind}?${query}`, {
        headers: position ? { 'x-wait-for-position': position } : {},
      });
      return {
        status: res.status,
        data: Buffer.from(await res.arrayBuffer()),
        type: res.headers.get('content-type') ?? '',
        headers: res.headers,
      };
    },
    async history(position?: string): Promise<SheetImportView[]> {
      const res = await api.request(`${ORG}/sheet-import-history`, {
        headers: position ? { 'x-wait-for-position': position } : {},
      });
      return (await res.json()) as SheetImportView[];
    },
    async revert(importId: string) {
      const res = await api.request(`${ORG}/sheet-imports/${importId}/revert`, { method: 'POST' });
      return {
        status: res.status,
        body: (await res.json()) as { position: string; rows: number; code?: string },
      };
    },
  };
}
