import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { LOGGER } from '../shared/tokens.js';
import type { Logger } from '../config/logger.js';
import { ApiError, toApiError } from '../shared/api-error.js';

/** One error shape for REST ({ statusCode, code, message, fields }) and GraphQL (extensions.code/fields/http). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const error = exception instanceof HttpException ? fromHttpException(exception) : toApiError(exception);
    if (error.status >= 500) this.logger.error({ err: exception }, 'request failed');
    if ((host.getType() as string) === 'graphql') {
      return new GraphQLError(error.message, {
        extensions: { code: error.code, fields: error.fields, http: { status: error.status } },
      });
    }
    const res = host.switchToHttp().getResponse<Response>();
    res
      .status(error.status)
      .json({ statusCode: error.status, code: error.code, message: error.message, fields: error.fields });
    return undefined;
  }
}

function fromHttpException(exception: HttpException): ApiError {
  const status = exception.getStatus();
  const code = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : `HTTP_${status}`;
  const message = status === 404 ? 'This page could not be found' : exception.message;
  return new ApiError(status, code, message);
}
