import type { ServerResponse } from 'node:http';
import { attachment, streamDownload } from '../../shared/send-download.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a workbook to the browser as a download: headers first (the writers stream into the response, so its
 * length is unknown), then whatever `write` puts on `res`, then the end. Never cached: the figures change.
 */
export function sendXlsxDownload(
  res: ServerResponse,
  fileName: string,
  write: (out: ServerResponse) => Promise<void>,
): Promise<void> {
  return streamDownload(res, { contentType: XLSX_CONTENT_TYPE, disposition: attachment(fileName) }, write);
}
