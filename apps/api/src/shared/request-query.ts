import type { IncomingMessage } from 'node:http';
import { type ParsedUrlQuery, parse } from 'node:querystring';

/**
 * The query of a request as Express 5's default ("simple") parser reads it: Node's `querystring.parse` of what
 * follows the first `?` (up to a `#`), so a repeated name is an array and a route that wants a string checks for
 * one. Under any HTTP framework, from Node's request alone.
 */
export function queryOf(req: IncomingMessage): ParsedUrlQuery {
  const url = req.url ?? '';
  const start = url.indexOf('?');
  if (start < 0) return {};
  const end = url.indexOf('#', start);
  return parse(url.slice(start + 1, end < 0 ? undefined : end));
}
