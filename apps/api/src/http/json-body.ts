import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type RequestHandler,
  type Response,
} from 'express';
import { plainRequestSchema, fieldErrorsOf, nestingExceeds, type FieldError } from '@ghg/contracts';
import { clientErrorOf, sendApiError, validationError } from '../shared/api-error.js';
import { graphqlLiteralsRefusal } from './graphql-literals.js';
import { xmlBodies } from './xml-body.js';

const BODY_LIMIT = '1mb';

/**
 * A body that cannot be read answers 4xx in the spec's shape before any route sees it: malformed JSON is 400
 * 'Invalid JSON' (spec §7), too large 413, an unknown Content-Encoding or charset 415.
 */
const unreadableBody: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const refusal = clientErrorOf(err);
  if (refusal) return sendApiError(res, refusal);
  next(err);
};

const hasBody = (method: string): boolean => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** The fields of a request value that is not plain (spec §7), under `prefix`; none when it is. */
function plainRefusal(prefix: string, value: unknown): FieldError[] {
  const at = (path: string) => [prefix, path].filter(Boolean).join('.');
  if (nestingExceeds(value)) return [{ path: at(''), code: 'too_deep' }];
  const result = plainRequestSchema.safeParse(value);
  if (result.success) return [];
  return fieldErrorsOf(result.error).map((f) => ({ ...f, path: at(f.path) }));
}

/** An id with a NUL byte (…%00) can name nothing: PostgreSQL would refuse it deep inside a query with a 500. */
const nulInPath: RequestHandler = (req, res, next) => {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000'))
    return sendApiError(res, validationError([{ path: 'path', code: 'invalid_format' }]));
  next();
};

/** Answers the first refusal of `checks` as 400 'Validation error: …', or passes the request on. */
function refuseFirst(res: Response, next: NextFunction, checks: { prefix: string; value: unknown }[]): void {
  for (const { prefix, value } of checks) {
    const fields = plainRefusal(prefix, value);
    if (fields.length > 0) return sendApiError(res, validationError(fields));
  }
  next();
}

/** Spec §7: REST bodies and query objects hold only strings, numbers, booleans, objects or arrays. */
const plainRestRequest: RequestHandler = (req, res, next) => {
  const checks: { prefix: string; value: unknown }[] = [];
  if (hasBody(req.method) && req.body !== undefined) checks.push({ prefix: '', value: req.body });
  checks.push({ prefix: 'query', value: { ...req.query } });
  refuseFirst(res, next, checks);
};

/**
 * For GraphQL the variables are checked like a REST body, and the string literals of the document; the rest of
 * the document is checked by GraphQL.
 */
const plainGraphqlRequest: RequestHandler = (req, res, next) => {
  const checks: { prefix: string; value: unknown }[] = [];
  const body: unknown = req.body;
  if (hasBody(req.method)) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      checks.push({ prefix: '', value: body });
    else if ('variables' in body && body.variables !== undefined)
      checks.push({ prefix: 'variables', value: body.variables });
  } else if (typeof req.query.variables === 'string') {
    // A GET query carries its variables as JSON in the query string.
    const variables = parsedOrUndefined(req.query.variables);
    if (variables !== undefined && variables !== null) checks.push({ prefix: 'variables', value: variables });
  }
  const literals = graphqlLiteralsRefusal(req);
  if (literals.length > 0) return sendApiError(res, validationError(literals));
  refuseFirst(res, next, checks);
};

function parsedOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

export function installJsonBody(server: Express): void {
  server.use(
    express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  server.use(['/api', '/graphql'], ...xmlBodies(BODY_LIMIT));
  server.use(unreadableBody);
  server.use(nulInPath);
  // Mounted where the router finds the routes (case-sensitive), so no spelling of a path skips the check.
  server.use('/api', plainRestRequest);
  server.use('/graphql', plainGraphqlRequest);
}
