import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a plain route gets besides Node's request and response; the HTTP layer works it out. */
export interface RouteContext {
  /** The client's address after the trusted-proxy rule (Node's request alone does not know the proxies). */
  readonly ip: string | undefined;
  /** The url-encoded form fields of a `form` route (undefined when the request carried no such form). */
  readonly body: unknown;
}

/** A route that answers everything itself, its failures included (`sendRouteError`). */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  context: RouteContext,
) => Promise<void>;

export interface RouteOptions {
  /**
   * Read an `application/x-www-form-urlencoded` body of at most 10 kB first (the sign-in and reset pages); a
   * larger one is refused with 413 PAYLOAD_TOO_LARGE before the handler runs. No other route reads a form: posted
   * to /api or /graphql, one stays unread, as it always was.
   */
  readonly form?: boolean;
}

/**
 * Where the sign-in routes and the embedded provider are mounted, without naming an HTTP framework
 * (docs/http-adapter-plan.md, step 5; Fastify's is app/fastify-route-sink.ts). Every answer still carries what
 * the app sets on all of them (security headers, no-store, the rate limits), because those run before any route.
 */
export interface RouteSink {
  /**
   * One route on its whole path (`:name` matches one segment), matched as the app's router matches (case-
   * sensitively). A GET route also answers HEAD.
   */
  route(method: 'GET' | 'POST', path: string, handler: RouteHandler, options?: RouteOptions): void;
  /**
   * Hands every other request under `prefix` (the prefix itself included) to a Node request listener, such as a
   * Koa app's callback, the way Express mounts one: `req.url` without the prefix (`/` at least) and
   * `req.originalUrl` the whole URL, from which oidc-provider works out where it is mounted. Routes given to
   * `route` win over it, so call this after them.
   */
  mount(prefix: string, listener: (req: IncomingMessage, res: ServerResponse) => void): void;
}
