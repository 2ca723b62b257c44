import { randomUUID } from 'node:crypto';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ActorResolver } from './actor-resolver.js';
import type { RequestWithContext } from './request-context.js';

const CORRELATION_HEADER = 'x-correlation-id';

@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  constructor(private readonly actors: ActorResolver) {}

  // Express glue until step 1 makes this neutral: it reads Express's header(), originalUrl and ip.
  async use(req: RequestWithContext & Request, res: Response, next: NextFunction): Promise<void> {
    const actor = await this.actors.resolve(req);
    if (!actor) {
      res
        .status(401)
        .json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expired - log in again' });
      return;
    }
    const incoming = req.header(CORRELATION_HEADER);
    const correlationId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader(CORRELATION_HEADER, correlationId);
    req.ghg = {
      actor,
      correlationId,
      source: {
        // Middleware mounted on a route sees req.path relative to it: the full path is in originalUrl.
        channel: req.originalUrl.startsWith('/graphql') ? 'graphql' : 'rest',
        ip: req.ip,
        userAgent: req.header('user-agent')?.slice(0, 200),
      },
    };
    next();
  }
}
