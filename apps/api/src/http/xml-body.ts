import express, { type RequestHandler } from 'express';
import sax from 'sax';
import { ApiError, sendApiError } from '../shared/api-error.js';

const XML_TYPES = ['application/xml', 'text/xml', 'application/*+xml'];

/**
 * Spec §7: a malformed body answers 400 'Invalid XML' as a malformed JSON one answers 'Invalid JSON'. No route
 * takes XML, so a well-formed document is refused too, as a media type this API does not read (415).
 */
export function xmlBodies(limit: string): RequestHandler[] {
  const read = express.text({ type: XML_TYPES, limit });
  const check: RequestHandler = (req, res, next) => {
    if (typeof req.body !== 'string' || !req.is(XML_TYPES)) return next();
    if (!isWellFormedXml(req.body)) return sendApiError(res, new ApiError(400, 'INVALID_XML', 'Invalid XML'));
    sendApiError(
      res,
      new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported media type: send the body as application/json',
      ),
    );
  };
  return [read, check];
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
