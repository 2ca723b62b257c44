import type { ActorRole } from '@ghg/domain';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Who is acting and on behalf of which organization. The organization always comes from here, never from input. */
export interface Actor {
  userId: string;
  organizationId: string;
  /** What the actor may do (libs/domain user/roles.ts): resolved per request, never taken from input. */
  role: ActorRole;
}

export interface RequestContext {
  actor: Actor;
  correlationId: string;
  source: { channel: 'rest' | 'graphql' | 'system'; ip?: string; userAgent?: string };
}

/**
 * A request as `@Req()`, the GraphQL context and the guards see it: only what they read, so Express's request
 * and Fastify's both fit (docs/http-adapter-plan.md, step 2). `ghg` is set once the session is resolved.
 */
export interface RequestWithContext {
  ghg?: RequestContext;
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  readonly query: unknown;
  readonly params: Readonly<Record<string, string>>;
  /** Node's request under Fastify (Express's request is Node's request itself). */
  readonly raw?: IncomingMessage;
}

export function contextOf(req: RequestWithContext): RequestContext {
  if (!req.ghg) throw new Error('Request context missing: RequestContextMiddleware did not run');
  return req.ghg;
}
