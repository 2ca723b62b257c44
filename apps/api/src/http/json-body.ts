import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { plainRequestSchema, fieldErrorsOf, validationErrorMessage } from '@ghg/contracts';

const BODY_LIMIT = '1mb';

/** Malformed JSON answers 400 'Invalid JSON' (spec §7) before any route sees it. */
const invalidJson: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
  if (err.type === 'entity.parse.failed') {
    res.status(400).json({ statusCode: 400, code: 'INVALID_JSON', message: 'Invalid JSON' });
    return;
  }
  if (err.type === 'entity.too.large') {
    res.status(413).json({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
    return;
  }
  next(err);
};

const hasBody = (method: string): boolean => method === 'POST' || method === 'PUT' || method === 'PATCH';

/**
 * Spec §7: bodies and query objects hold only strings, numbers, booleans, objects or arrays. REST bodies and
 * queries are checked whole; for GraphQL the variables are, since the document itself is checked by GraphQL.
 */
const plainRequest: RequestHandler = (req, res, next) => {
  // An id with a NUL byte (…%00) can name nothing: PostgreSQL would refuse it deep inside a query with a 500.
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000')) {
    const fields = [{ path: 'path', code: 'invalid_format' }];
    res
      .status(400)
      .json({ statusCode: 400, code: 'VALIDATION_ERROR', message: validationErrorMessage(fields), fields });
    return;
  }
  const checks: { prefix: string; value: unknown }[] = [];
  if (req.path.startsWith('/graphql')) {
    if (hasBody(req.method)) {
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        checks.push({ prefix: '', value: body });
      else if ('variables' in body && body.variables !== undefined)
        checks.push({ prefix: 'variables', value: body.variables });
    }
  } else if (req.path.startsWith('/api/')) {
    if (hasBody(req.method) && req.body !== undefined) checks.push({ prefix: '', value: req.body });
    checks.push({ prefix: 'query', value: { ...req.query } });
  }
  for (const { prefix, value } of checks) {
    const result = plainRequestSchema.safeParse(value);
    if (!result.success) {
      const fields = fieldErrorsOf(result.error).map((f) => ({
        ...f,
        path: [prefix, f.path].filter(Boolean).join('.'),
      }));
      res
        .status(400)
        .json({ statusCode: 400, code: 'VALIDATION_ERROR', message: validationErrorMessage(fields), fields });
      return;
    }
  }
  next();
};

export function installJsonBody(server: Express): void {
  server.use(
    express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  server.use(invalidJson);
  server.use(plainRequest);
}
