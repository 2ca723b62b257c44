import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the client's cached copy is still current, so a 304 without a body will do (RFC 9110 §13.1.2–3): an
 * If-None-Match that names the file's ETag (weak comparison) or `*`, or, without one, an If-Modified-Since no
 * earlier than its Last-Modified. A reload (`Cache-Control: no-cache`) always takes the file again.
 */
export function fresh(
  request: IncomingHttpHeaders,
  file: { readonly etag?: string; readonly 'last-modified'?: string },
): boolean {
  const noneMatch = request['if-none-match'];
  const modifiedSince = request['if-modified-since'];
  if (!noneMatch && !modifiedSince) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(request['cache-control'] ?? '')) return false;
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    if (!file.etag) return false;
    const opaque = withoutWeakPrefix(file.etag);
    return noneMatch.split(',').some((tag) => withoutWeakPrefix(tag.trim()) === opaque);
  }
  const modified = Date.parse(file['last-modified'] ?? '');
  const since = Date.parse(modifiedSince ?? '');
  return !Number.isNaN(modified) && !Number.isNaN(since) && modified <= since;
}

function withoutWeakPrefix(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
