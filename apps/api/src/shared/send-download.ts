import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendBody } from './http-kit.js';

/**
 * Files the API hands out (PDFs, workbooks, CSV, stored evidence), written on Node's response so the same code
 * runs under Express and Fastify (docs/http-adapter-plan.md, step 3). The controller gets the response from
 * `rawResponse(res)` only once the file is made, so a refusal before that still goes through Nest's filter.
 */

/** How the browser is to take the file. */
export interface DownloadHeaders {
  /** The whole Content-Type as sent: nothing is added, so a text type names its own charset. */
  readonly contentType: string;
  /** The whole Content-Disposition, e.g. `attachment(name)`. */
  readonly disposition: string;
}

/** `attachment; filename="…"` for the names the API makes itself (ASCII words, dates and ids). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

// The figures and files change and belong to someone: no cache keeps them. The API's paths get no-store anyway
// (http/response-headers.ts); set here too, so a download does not depend on where it is mounted.
const NO_STORE = 'no-store';

/**
 * A made file in one answer: 200, its type and disposition, no-store, then `headers` (which may replace the
 * cache-control), and its length. Headers set earlier on the response (the security headers) stay.
 */
export function sendDownload(
  res: ServerResponse,
  file: DownloadHeaders & { readonly body: string | Uint8Array },
  headers: OutgoingHttpHeaders = {},
): void {
  sendBody(
    res,
    200,
    {
      'content-type': file.contentType,
      'content-disposition': file.disposition,
      'cache-control': NO_STORE,
      ...headers,
    },
    file.body,
  );
}

/**
 * A file streamed as `write` makes it: 200 and the headers first (its length is unknown, so Node sends it
 * chunked), then whatever `write` puts on `res`, then the end.
 */
export async function streamDownload(
  res: ServerResponse,
  file: DownloadHeaders,
  write: (out: ServerResponse) => Promise<void>,
): Promise<void> {
  res.statusCode = 200;
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', file.disposition);
  res.setHeader('cache-control', NO_STORE);
  await write(res);
  res.end();
}
