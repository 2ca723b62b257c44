import type { ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { RequestWithContext } from '../context/request-context.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import type { RequestView } from '../shared/http-kit.js';
import { ReadYourWritesMiddleware } from './read-your-writes.middleware.js';

/**
 * The session (RequestContextMiddleware: 401 without one), then the read-your-writes wait, in that order, as one
 * step of the app's preValidation hook (app/request-hooks.ts). Each step behaves exactly as on its own.
 */
@Injectable()
export class SignedInRequestMiddleware {
  constructor(
    private readonly context: RequestContextMiddleware,
    private readonly readYourWrites: ReadYourWritesMiddleware,
  ) {}

  /**
   * Both steps on neutral inputs, for any HTTP layer (the app's Fastify preValidation hook): the context
   * is put on `req`; true to go on, false when a step answered (401, or 400 for a bad position). Rejects when a
   * step fails, for the framework's error handling (Nest's exception filter).
   */
  async admit(view: RequestView, req: RequestWithContext, res: ServerResponse): Promise<boolean> {
    if (!(await this.context.attachContext(view, req, res))) return false;
    return this.readYourWrites.waitForPosition(view, res);
  }
}
