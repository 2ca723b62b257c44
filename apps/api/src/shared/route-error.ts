import type { ServerResponse } from 'node:http';
import type { Logger } from '../config/logger.js';
import { sendApiError, toApiError } from './api-error.js';

/**
 * The answer to an error a plain route could not handle, as the app's exception filter gives it: the spec's
 * shape (spec §8), and a 500 logged with its cause. When the answer had already begun there is nothing left to
 * tell the client in that shape: the connection is cut, so the client sees a broken answer, not a complete one.
 */
export function sendRouteError(res: ServerResponse, error: unknown, logger: Logger): void {
  const apiError = toApiError(error);
  if (apiError.status >= 500) logger.error({ err: error }, 'request failed');
  if (!res.headersSent) return sendApiError(res, apiError);
  if (!res.writableEnded) res.destroy();
}
