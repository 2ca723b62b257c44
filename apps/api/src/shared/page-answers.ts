import type { ServerResponse } from 'node:http';
import { sendBody } from './http-kit.js';

/** An HTML page, with the type Express's `res.type('html').send()` gave it. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  sendBody(res, status, { 'content-type': 'text/html; charset=utf-8' }, html);
}

/** A redirect with no body; the location is encoded as Express's `res.location` encodes it (below). */
export function sendRedirect(res: ServerResponse, status: 302 | 303, location: string): void {
  sendBody(res, status, { location: encodedLocation(location) }, '');
}

// encodeurl 2.0.3's rules (Express's res.location): characters a URL may not hold raw are percent-encoded, a
// `%` that starts no escape becomes %25, and a lone surrogate becomes U+FFFD; what is already encoded stays.
const UNENCODED = /(?:[^\x21\x23-\x3B\x3D\x3F-\x5F\x61-\x7A\x7C\x7E]+|%+(?![0-9A-Fa-f]{2})){1,1024}/g;
const SURROGATES = /([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g;

function encodedLocation(url: string): string {
  return url
    .replace(SURROGATES, (_, pair: string | undefined) => pair ?? '\uFFFD')
    .replace(UNENCODED, encodeURI);
}
