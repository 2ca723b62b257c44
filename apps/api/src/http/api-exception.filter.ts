import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { LOGGER } from '../shared/tokens.js';
import type { Logger } from '../config/logger.js';
import { ApiError, toApiError } from '../shared/api-error.js';

/** What Nest hands the filter as the response: Express's (a ServerResponse) or Fastify's reply. */
type FrameworkResponse = ServerResponse | { readonly raw: ServerResponse; readonly sent?: boolean };

/** One error shape for REST ({ statusCode, code, message, fields }) and GraphQL (extensions.code/fields/http). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const error = exception instanceof HttpException ? fromHttpException(exception) : toApiError(exception);
    if (error.status >= 500) this.logger.error({ err: exception }, 'request failed');
    if ((host.getType() as string) === 'graphql') {
      return new GraphQLError(error.message, {
        extensions: { code: error.code, fields: error.fields, http: { status: error.status } },
      });
    }
    const res = host.switchToHttp().getResponse<FrameworkResponse>();
    if (answerStarted(res)) {
      // A download or stream failed after its status went out: nothing can be answered any more, only told.
      if (error.status < 500)
        this.logger.error({ err: exception }, 'request failed after its answer started');
      return undefined;
    }
    // The framework's own reply (Express: res.status().json(); Fastify: reply.code().send()), so the filter
    // answers the same under either adapter.
    this.adapterHost.httpAdapter.reply(
      res,
      { statusCode: error.status, code: error.code, message: error.message, fields: error.fields },
      error.status,
    );
    return undefined;
  }
}

function answerStarted(res: FrameworkResponse): boolean {
  if ('raw' in res) return res.sent === true || res.raw.headersSent;
  return res.headersSent;
}

function fromHttpException(exception: HttpException): ApiError {
  const status = exception.getStatus();
  const code = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : `HTTP_${status}`;
  const message = status === 404 ? 'This page could not be found' : exception.message;
  return new ApiError(status, code, message);
}
