import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { ApiConfig } from '../config/api-config.js';
import { expressRequestView } from '../http/express-request-view.js';
import { rateLimit } from '../security/rate-limit.js';
import { API_CONFIG } from '../shared/tokens.js';

/**
 * Magic links are public: one allowance per client for all of them (not per link id, which would let a
 * client try ids without limit), as many per minute as sign-in allows.
 */
@Injectable()
export class MagicRateLimitMiddleware implements NestMiddleware {
  private readonly limit;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.limit = rateLimit({ limit: config.authRateLimitPerMinute, windowMs: 60_000, route: () => 'magic' });
  }

  /** Express glue: Nest mounts this middleware on the magic-link routes. */
  use(req: Request, res: Response, next: NextFunction): void {
    if (this.limit(expressRequestView(req), res)) next();
  }
}
