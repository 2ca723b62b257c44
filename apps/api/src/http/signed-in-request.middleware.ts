import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { RequestWithContext } from '../context/request-context.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import { ReadYourWritesMiddleware } from './read-your-writes.middleware.js';

/**
 * The session (RequestContextMiddleware: 401 without one), then the read-your-writes wait, in that order, as one
 * Nest middleware: each one Nest applies costs every request a router layer, a wildcard path match and the check
 * of the excluded paths (issue 22). Each step behaves exactly as on its own.
 */
@Injectable()
export class SignedInRequestMiddleware implements NestMiddleware {
  constructor(
    private readonly context: RequestContextMiddleware,
    private readonly readYourWrites: ReadYourWritesMiddleware,
  ) {}

  use(req: RequestWithContext & Request, res: Response, next: NextFunction): Promise<void> {
    return this.context.use(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      this.readYourWrites.use(req, res, next);
    });
  }
}
