import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from '../config/logger.js';
import { ActorResolver } from '../context/actor-resolver.js';
import type { Actor } from '../context/request-context.js';
import { cookieValue } from './cookies.js';
import { chatTokenIn } from './chat-token.js';
import type { OpenIdClient } from './openid-client.js';
import type { Session, SessionStore } from './session-store.js';

/** Node's, Express's or Fastify's request: only its cookie header is read. */
export interface RequestWithCookie {
  readonly headers: IncomingHttpHeaders;
}

/**
 * Cookie → session → actor. The organization is always the session's, never anything the request says; the
 * role in that organization is read from read.memberships with the session (one query), so a role change
 * applies on the next request.
 * An access token past its expiry is renewed with the refresh token; when that fails the session is over.
 */
export class SessionActorResolver extends ActorResolver {
  constructor(
    private readonly sessions: SessionStore,
    private readonly client: OpenIdClient,
    private readonly cookieName: string,
    private readonly logger: Logger,
  ) {
    super();
  }

  async resolve(req: unknown): Promise<Actor | null> {
    const session = await this.sessionOf(req as RequestWithCookie);
    // No role in the session's organization (removed from it) may do nothing: it answers 401 like no session.
    if (!session?.role) return null;
    return { userId: session.userId, organizationId: session.organizationId, role: session.role };
  }

  async sessionOf(req: RequestWithCookie): Promise<Session | null> {
    const secret = cookieValue(req.headers.cookie, this.cookieName);
    if (!secret) return null;
    const session = await this.sessions.find(secret);
    if (!session) return null;
    if (session.accessExpiresAt.getTime() > Date.now()) return session;
    if (!session.refreshToken) {
      await this.sessions.deleteByHash(session.idHash);
      return null;
    }
    try {
      const tokens = await this.client.refresh(session.refreshToken);
      await this.sessions.replaceTokens(session.idHash, tokens, chatTokenIn(tokens.accessToken));
      return session;
    } catch (error) {
      this.logger.info({ err: error }, 'session refresh refused: session ended');
      await this.sessions.deleteByHash(session.idHash);
      return null;
    }
  }
}
