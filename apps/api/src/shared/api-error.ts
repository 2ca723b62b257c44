import { type FieldError, fieldErrorsOf, validationErrorMessage } from '@ghg/contracts';
import { DomainError } from '@ghg/domain';
import { WrongExpectedRevisionError } from '@ghg/event-store';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { sendJson } from './http-kit.js';

/** An error a client may see: HTTP status, stable code, English message, and the failing fields if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const DOMAIN_STATUS: Record<DomainError['code'], number> = {
  ORGANIZATION_NOT_FOUND: 404,
  ORGANIZATION_ALREADY_REGISTERED: 409,
  USER_ALREADY_REGISTERED: 409,
  VALIDATION_ERROR: 400,
  FORBIDDEN: 403,
  // 423 Locked: the month is closed by the provider; not 409, which the UI reads as "someone else edited this".
  PERIOD_BLOCKED: 423,
  ROW_NOT_FOUND: 404,
  LOCATION_NOT_FOUND: 404,
  TASK_NOT_FOUND: 404,
  TEAM_NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  MEASURE_NOT_FOUND: 404,
  CONFIRMATION_REQUIRED: 409,
  // 410 Gone: the reset link was used, replaced by a newer password, or is past its 30 minutes.
  RESET_LINK_INVALID: 410,
  PRODUCT_NOT_FOUND: 404,
  EVIDENCE_NOT_FOUND: 404,
};

/** Known failures become ApiErrors; anything else is a 500 whose details stay in the logs. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    return new ApiError(DOMAIN_STATUS[error.code], error.code, domainMessage(error), [...error.fields]);
  }
  const clientError = clientErrorOf(error);
  if (clientError) return clientError;
  if (error instanceof WrongExpectedRevisionError) {
    return new ApiError(
      409,
      error.code,
      'Someone else changed this in the meantime: reload to see their change',
    );
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'An error occurred');
}

/** A validation failure reads 'Validation error: …' like a refused request shape; other codes keep their text. */
function domainMessage(error: DomainError): string {
  return error.code === 'VALIDATION_ERROR' && error.fields.length > 0
    ? validationErrorMessage(error.fields)
    : error.message;
}

export function validationError(fields: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', validationErrorMessage(fields), fields);
}

/** Parse input with a contracts schema or refuse the whole request with 400 'Validation error: …'. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * Errors of the HTTP layer (body-parser, the router) carry the client's status (http-errors: `status`,
 * `expose`, `type`): a body that cannot be read is the client's mistake, answered 4xx in the spec's shape,
 * never a 500.
 */
export function clientErrorOf(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null || error instanceof ApiError) return null;
  const { status, statusCode, type, expose, message } = error as {
    status?: unknown;
    statusCode?: unknown;
    type?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  const fastifyCode = (error as { code?: unknown }).code;
  if (typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_') && typeof code === 'number')
    return fastifyClientError(fastifyCode, code);
  // `expose` marks an http-errors error meant for the client; another library's error with a status is not one.
  if (expose !== true || typeof code !== 'number' || code < 400 || code > 499) return null;
  switch (type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'INVALID_JSON', 'Invalid JSON');
    case 'entity.too.large':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large');
    case 'encoding.unsupported':
      return new ApiError(
        415,
        'UNSUPPORTED_CONTENT_ENCODING',
        'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br',
      );
    case 'charset.unsupported':
      return new ApiError(415, 'UNSUPPORTED_CHARSET', 'Unsupported charset: send the body as UTF-8');
    case 'parameters.too.many':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Too many parameters in the body');
    default:
      // Without a type: a compressed body that does not inflate, an aborted upload, a path that does not decode.
      return new ApiError(
        code,
        code === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_REQUEST',
        typeof message === 'string' ? message : 'The request could not be read',
      );
  }
}

/**
 * Fastify's own errors about a request (FST_ codes with a 4xx status: a form over its limit, a content type it
 * cannot parse, a URL that does not decode) in the spec's shape, as body-parser's errors are; null for the rest.
 */
function fastifyClientError(fastifyCode: string, status: number): ApiError | null {
  if (status < 400 || status > 499) return null;
  switch (fastifyCode) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type');
    default:
      return new ApiError(status, 'INVALID_REQUEST', 'The request could not be read');
  }
}

/**
 * The REST error shape (spec §8) written by middleware that answers before any route. On Node's own response, not
 * Express's, so any HTTP layer can call it (docs/http-adapter-plan.md, step 1); the headers are those `res.json`
 * gave (`application/json; charset=utf-8`, the length), and a HEAD answer has no body (Node drops it).
 */
export function sendApiError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, {
    statusCode: error.status,
    code: error.code,
    message: error.message,
    fields: error.fields,
  });
}
