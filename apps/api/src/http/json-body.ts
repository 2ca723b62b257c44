import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import { clientErrorOf, sendApiError } from '../shared/api-error.js';
import { expressRequestView } from './express-request-view.js';
import { requestShapeRefusal } from './request-shape.js';
import { XML_BODY_PATHS, XML_TYPES } from './xml-body.js';

// Express glue (docs/http-adapter-plan.md, step 1): the body parsers are Express's (body-parser), and the checks
// after them are the neutral ones of request-shape.ts. The Fastify swap (step 7) replaces this file with content
// type parsers and a preValidation hook that call the same checks.

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

/**
 * The body parsers and the request checks, as two router layers (issue 22: one layer per step cost every request
 * a path match). The parsers run only for a request that has a body (they skip any other, leaving req.body
 * undefined); XML is read as text only under XML_BODY_PATHS, where the checks refuse it. The checks are matched as
 * the router matches mounted middleware (case-sensitive, see mountedUnder), so no spelling of a path skips them.
 */
export function installJsonBody(server: Express): void {
  const parsers = express.Router({ caseSensitive: true });
  parsers.use(
    express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  parsers.use(XML_BODY_PATHS, express.text({ type: XML_TYPES, limit: BODY_LIMIT }));
  parsers.use(unreadableBody);
  server.use((req, res, next) => {
    if (carriesBody(req)) return parsers(req, res, next);
    if (!Reflect.has(req, 'body')) req.body = undefined;
    next();
  });
  server.use((req, res, next) => {
    // Express's request fits ParsedRequest itself: its query is parsed only if a check reads it.
    const refusal = requestShapeRefusal(expressRequestView(req), req);
    if (refusal) return sendApiError(res, refusal);
    next();
  });
}
