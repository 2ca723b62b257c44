import type { Response } from 'express';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a workbook to the browser as a download: headers first (the writers stream into the response, so its
 * length is unknown), then whatever `write` puts on `res`, then the end. Never cached: the figures change.
 */
export async function sendXlsxDownload(
  res: Response,
  fileName: string,
  write: (out: Response) => Promise<void>,
): Promise<void> {
  res.status(200).set({
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  });
  await write(res);
  res.end();
}
