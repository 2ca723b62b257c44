import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { ActorResolver } from './actor-resolver.js';
import type { RequestWithContext } from './request-context.js';

const CORRELATION_HEADER = 'x-correlation-id';
const UNAUTHENTICATED = JSON.stringify({
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Session expired - log in again',
});

/**
 * What the session step reads of a request: fields of shared/http-kit.ts's RequestView, so any RequestView fits.
 * Named here because context/ sits below shared/ (shared uses the context's types) and cannot import from it.
 */
export interface SessionRequestView {
  /** The path the router matched (the whole path, not the part below a mount point). */
  readonly path: string;
  readonly ip: string | undefined;
  readonly headers: IncomingHttpHeaders;
}

@Injectable()
export class RequestContextMiddleware {
  constructor(private readonly actors: ActorResolver) {}

  /**
   * The step on neutral inputs (any HTTP layer): the session's actor and a correlation id become the context on
   * `req` (the request the actor resolver reads), and the id goes on the answer; true to go on. Without a
   * session it answers 401 and returns false.
   */
  async attachContext(
    view: SessionRequestView,
    req: RequestWithContext,
    res: ServerResponse,
  ): Promise<boolean> {
    const actor = await this.actors.resolve(req);
    if (!actor) {
      answerUnauthenticated(res);
      return false;
    }
    const incoming = view.headers[CORRELATION_HEADER];
    const correlationId =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader(CORRELATION_HEADER, correlationId);
    req.ghg = {
      actor,
      correlationId,
      source: {
        channel: view.path.startsWith('/graphql') ? 'graphql' : 'rest',
        ip: view.ip,
        userAgent: view.headers['user-agent']?.slice(0, 200),
      },
    };
    return true;
  }
}

/**
 * The 401 exactly as shared/http-kit.ts's sendJson writes it (the content type and length Express's res.json
 * gave), written here for the reason given at SessionRequestView.
 */
function answerUnauthenticated(res: ServerResponse): void {
  res.statusCode = 401;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(UNAUTHENTICATED));
  res.end(UNAUTHENTICATED);
}
