import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { plainRequestSchema, fieldErrorsOf, nestingExceeds, type FieldError } from '@ghg/contracts';
import { clientErrorOf, sendApiError, validationError } from '../shared/api-error.js';
import { graphqlLiteralsRefusal } from './graphql-literals.js';
import { mountedUnder } from './mounted-under.js';
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

/** As the body parsers decide it (type-is's hasBody): a request with neither header has no body to read. */
const carriesBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

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
const nulInPath = (req: Request): boolean =>
  /%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000');

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
  // Nothing to check without a body or a query string (the query is then {}): most reads, e.g. users/me.
  if (req.body === undefined && !req.url.includes('?')) return next();
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

/**
 * The body parsers and the request checks, as two router layers (issue 22: one layer per step cost every request
 * a path match). The parsers run only for a request that has a body (they skip any other, leaving req.body
 * undefined); the checks are matched as the router matches mounted middleware (case-sensitive, see mountedUnder),
 * so no spelling of a path skips them.
 */
export function installJsonBody(server: Express): void {
  const parsers = express.Router({ caseSensitive: true });
  parsers.use(
    express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  parsers.use(['/api', '/graphql'], ...xmlBodies(BODY_LIMIT));
  parsers.use(unreadableBody);
  server.use((req, res, next) => {
    if (carriesBody(req)) return parsers(req, res, next);
    if (!Reflect.has(req, 'body')) req.body = undefined;
    next();
  });
  server.use((req, res, next) => {
    if (nulInPath(req)) return sendApiError(res, validationError([{ path: 'path', code: 'invalid_format' }]));
    const path = req.path;
    if (mountedUnder(path, API_PATH)) return plainRestRequest(req, res, next);
    if (mountedUnder(path, GRAPHQL_PATH)) return plainGraphqlRequest(req, res, next);
    next();
  });
}

const API_PATH = ['/api'];
const GRAPHQL_PATH = ['/graphql'];
