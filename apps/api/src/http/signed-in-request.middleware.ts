import type { ServerResponse } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { RequestWithContext } from '../context/request-context.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import type { RequestView } from '../shared/http-kit.js';
import { expressRequestView } from './express-request-view.js';
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

  /** Express glue: Nest mounts this middleware on the API's routes (api.module.ts). */
  use(req: RequestWithContext & Request, res: Response, next: NextFunction): Promise<void> {
    return this.admit(expressRequestView(req), req, res).then((admitted) => {
      if (admitted) next();
    });
  }

  /**
   * Both steps on neutral inputs, for any HTTP layer (a Fastify preValidation hook after the swap): the context
   * is put on `req`; true to go on, false when a step answered (401, or 400 for a bad position). Rejects when a
   * step fails, for the framework's error handling (Nest's exception filter).
   */
  async admit(view: RequestView, req: RequestWithContext, res: ServerResponse): Promise<boolean> {
    if (!(await this.context.attachContext(view, req, res))) return false;
    return this.readYourWrites.waitForPosition(view, res);
  }
}
