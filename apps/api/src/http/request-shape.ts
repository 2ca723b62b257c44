import { plainRequestSchema, fieldErrorsOf, nestingExceeds, type FieldError } from '@ghg/contracts';
import { type ApiError, validationError } from '../shared/api-error.js';
import type { RequestView } from '../shared/http-kit.js';
import { graphqlLiteralsRefusal } from './graphql-literals.js';
import { mountedUnder } from './mounted-under.js';
import { xmlBodyRefusal } from './xml-body.js';

/**
 * What the body parsers made of a request: its body (undefined without one) and its query object. Express's and
 * Fastify's requests both fit; the query is read only when a check needs it (Express parses it on every read).
 */
export interface ParsedRequest {
  readonly body: unknown;
  readonly query: unknown;
}

const API_PATH = ['/api'];
const GRAPHQL_PATH = ['/graphql'];

/**
 * The checks every request passes after its body is read and before any route, in this order: an XML body (400
 * or 415), a NUL byte in the URL, then the shape of a REST or GraphQL request. The first refusal is the answer;
 * null lets the request on. Matched on the path the router matches (see mountedUnder), so no spelling skips them.
 */
export function requestShapeRefusal(view: RequestView, request: ParsedRequest): ApiError | null {
  const xml = xmlBodyRefusal(view, request.body);
  if (xml) return xml;
  const nul = nulInUrlRefusal(view);
  if (nul) return nul;
  if (mountedUnder(view.path, API_PATH)) return plainRestRefusal(view, request);
  if (mountedUnder(view.path, GRAPHQL_PATH)) return plainGraphqlRefusal(view, request);
  return null;
}

/** An id with a NUL byte (…%00) can name nothing: PostgreSQL would refuse it deep inside a query with a 500. */
export function nulInUrlRefusal(view: RequestView): ApiError | null {
  if (!/%00/i.test(view.url) && !view.url.includes('\u0000')) return null;
  return validationError([{ path: 'path', code: 'invalid_format' }]);
}

/** Spec §7: REST bodies and query objects hold only strings, numbers, booleans, objects or arrays. */
export function plainRestRefusal(view: RequestView, request: ParsedRequest): ApiError | null {
  // Nothing to check without a body or a query string (the query is then {}): most reads, e.g. users/me.
  if (request.body === undefined && !view.url.includes('?')) return null;
  const checks: Check[] = [];
  if (hasBody(view.method) && request.body !== undefined) checks.push({ prefix: '', value: request.body });
  checks.push({ prefix: 'query', value: { ...(request.query as object) } });
  return firstRefusal(checks);
}

/**
 * For GraphQL the variables are checked like a REST body, and the string literals of the document; the rest of
 * the document is checked by GraphQL.
 */
export function plainGraphqlRefusal(view: RequestView, request: ParsedRequest): ApiError | null {
  const checks: Check[] = [];
  const body = request.body;
  if (hasBody(view.method)) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      checks.push({ prefix: '', value: body });
    else if ('variables' in body && body.variables !== undefined)
      checks.push({ prefix: 'variables', value: body.variables });
  } else {
    const fromQuery = (request.query as Record<string, unknown>).variables;
    // A GET query carries its variables as JSON in the query string.
    if (typeof fromQuery === 'string') {
      const variables = parsedOrUndefined(fromQuery);
      if (variables !== undefined && variables !== null)
        checks.push({ prefix: 'variables', value: variables });
    }
  }
  const literals = graphqlLiteralsRefusal(request);
  if (literals.length > 0) return validationError(literals);
  return firstRefusal(checks);
}

interface Check {
  prefix: string;
  value: unknown;
}

const hasBody = (method: string): boolean => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** The first refusal of `checks` as 400 'Validation error: …', or null. */
function firstRefusal(checks: Check[]): ApiError | null {
  for (const { prefix, value } of checks) {
    const fields = plainRefusal(prefix, value);
    if (fields.length > 0) return validationError(fields);
  }
  return null;
}

/** The fields of a request value that is not plain (spec §7), under `prefix`; none when it is. */
function plainRefusal(prefix: string, value: unknown): FieldError[] {
  const at = (path: string) => [prefix, path].filter(Boolean).join('.');
  if (nestingExceeds(value)) return [{ path: at(''), code: 'too_deep' }];
  const result = plainRequestSchema.safeParse(value);
  if (result.success) return [];
  return fieldErrorsOf(result.error).map((f) => ({ ...f, path: at(f.path) }));
}

function parsedOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
