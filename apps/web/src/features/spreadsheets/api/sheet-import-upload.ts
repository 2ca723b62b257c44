import type { SheetImportStatusView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

export type UploadAnswer =
  { ok: true; status: SheetImportStatusView } | { ok: false; status: number; code: string; message: string };

/**
 * Sends the workbook as multipart (XMLHttpRequest: fetch reports no upload progress); `onProgress` gets 0-100
 * of the bytes sent. The server answers 202 once the file is stored and accepted.
 */
export function uploadSheet(
  organizationId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/organizations/${encodeURIComponent(organizationId)}/sheet-imports`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(CSRF_HEADERS)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (request.status === 202) resolve({ ok: true, status: body as unknown as SheetImportStatusView });
      else
        resolve({
          ok: false,
          status: request.status,
          code: typeof body.code === 'string' ? body.code : 'UPLOAD_FAILED',
          message: typeof body.message === 'string' ? body.message : '',
        });
    };
    request.onerror = () => resolve({ ok: false, status: 0, code: 'UPLOAD_FAILED', message: '' });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
