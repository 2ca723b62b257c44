import sax from 'sax';
import { ApiError } from '../shared/api-error.js';
import type { RequestView } from '../shared/http-kit.js';
import { mountedUnder } from './mounted-under.js';

/** The media types read as XML text (http/json-body.ts); no route takes them. */
export const XML_TYPES = ['application/xml', 'text/xml', 'application/*+xml'];
/** Where XML bodies are read, and so refused: elsewhere (sign-in, the web app) they stay unread. */
export const XML_BODY_PATHS = ['/api', '/graphql'];

/**
 * Spec §7: a malformed body answers 400 'Invalid XML' as a malformed JSON one answers 'Invalid JSON'. No route
 * takes XML, so a well-formed document is refused too, as a media type this API does not read (415). `body` is
 * the request's parsed body: text only where an XML type was read as text (a JSON string body is no XML).
 */
export function xmlBodyRefusal(view: RequestView, body: unknown): ApiError | null {
  if (typeof body !== 'string' || !isXmlMediaType(view.headers['content-type'])) return null;
  if (!mountedUnder(view.path, XML_BODY_PATHS)) return null;
  if (!isWellFormedXml(body)) return new ApiError(400, 'INVALID_XML', 'Invalid XML');
  return new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported media type: send the body as application/json',
  );
}

/**
 * Whether a Content-Type names one of XML_TYPES, read as the body parsers read it (type-is): the media type
 * before any parameter, trimmed and lower-cased; `application/*+xml` is any application type with the +xml suffix.
 */
export function isXmlMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const semicolon = contentType.indexOf(';');
  const type = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  if (type === 'application/xml' || type === 'text/xml') return true;
  const subtype = type.startsWith('application/') ? type.slice('application/'.length) : '';
  return subtype.length > '+xml'.length && subtype.endsWith('+xml') && !subtype.includes('/');
}

/** One root element, every tag closed, nothing outside the root but the prolog, comments and whitespace. */
export function isWellFormedXml(text: string): boolean {
  const parser = sax.parser(true);
  let failed = false;
  let depth = 0;
  let roots = 0;
  parser.onerror = () => {
    failed = true;
  };
  parser.onopentag = () => {
    if (depth === 0) roots += 1;
    depth += 1;
  };
  parser.onclosetag = () => {
    depth -= 1;
  };
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  return !failed && roots === 1 && depth === 0;
}
