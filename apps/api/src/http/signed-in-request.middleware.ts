import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import type { ApiConfig } from '../config/api-config.js';
import { ActorResolver } from '../context/actor-resolver.js';
import type { RequestWithContext } from '../context/request-context.js';
import { RequestContextMiddleware } from '../context/request-context.middleware.js';
import { API_CONFIG, DB, EVENT_STORE } from '../shared/tokens.js';
import { ReadYourWritesMiddleware } from './read-your-writes.middleware.js';

/**
 * The session (RequestContextMiddleware: 401 without one), then the read-your-writes wait, in that order, as one
 * Nest middleware: each one Nest applies costs every request a router layer, a wildcard path match and the check
 * of the excluded paths (issue 22). Each step behaves exactly as on its own.
 */
@Injectable()
export class SignedInRequestMiddleware implements NestMiddleware {
  private readonly context: RequestContextMiddleware;
  private readonly readYourWrites: ReadYourWritesMiddleware;

  constructor(
    actors: ActorResolver,
    @Inject(DB) db: Db,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.context = new RequestContextMiddleware(actors);
    this.readYourWrites = new ReadYourWritesMiddleware(db, store, config);
  }

  use(req: RequestWithContext, res: Response, next: NextFunction): Promise<void> {
    return this.context.use(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      this.readYourWrites.use(req, res, next);
    });
  }
}
