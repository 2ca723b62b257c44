import type { ActorRole } from '@ghg/domain';
import type { Request } from 'express';

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

export type RequestWithContext = Request & { ghg?: RequestContext };

export function contextOf(req: RequestWithContext): RequestContext {
  if (!req.ghg) throw new Error('Request context missing: RequestContextMiddleware did not run');
  return req.ghg;
}
