import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { RequestWithContext } from '../context/request-context.js';
import { fastifyRequestView } from '../http/fastify-request-view.js';
import { mountedUnder } from '../http/mounted-under.js';
import { nulInUrlRefusal, requestShapeRefusal } from '../http/request-shape.js';
import type { SignedInRequestMiddleware } from '../http/signed-in-request.middleware.js';
import { sendApiError } from '../shared/api-error.js';
import type { RequestView } from '../shared/http-kit.js';
import type { RequestGuard } from '../shared/request-guard.js';

// Fastify glue (docs/http-adapter-plan.md, step 7, §1.7): the neutral guards and checks as the app's two hooks.
// Every decision is taken on the view's path, the decoded path the router matches (fastify-request-view.ts), so
// no spelling of a path reaches a route without its guards.

/** What runs on every request before its body is read, in this order. */
export interface EntryGuards {
  readonly setResponseHeaders: (view: RequestView, res: ServerResponse) => void;
  /** Where `signInLimit` applies (the sign-in routes and the provider's login pages). */
  readonly signInPaths: readonly string[];
  readonly signInLimit: RequestGuard;
  readonly magicLinkLimit: RequestGuard;
  /** Where `csrf` applies (the API and GraphQL). */
  readonly apiPaths: readonly string[];
  readonly csrf: RequestGuard;
}

const MAGIC_LINKS = '/api/magic/';

/**
 * The onRequest hook: the headers every answer starts with (set on Node's response, so hijacked answers keep
 * them), the rate limits, CSRF, and a NUL byte in the URL. A guard that refuses has answered on Node's response;
 * the reply is then hijacked, so Fastify goes no further.
 */
export function entryHook(guards: EntryGuards) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const view = fastifyRequestView(request);
    const res = reply.raw;
    guards.setResponseHeaders(view, res);
    const admitted =
      (!mountedUnder(view.path, guards.signInPaths) || guards.signInLimit(view, res)) &&
      (!isMagicLinkPath(view.path) || guards.magicLinkLimit(view, res)) &&
      (!mountedUnder(view.path, guards.apiPaths) || guards.csrf(view, res)) &&
      admittedWithout(nulInUrlRefusal(view), res);
    if (!admitted) reply.hijack();
    done();
  };
}

/**
 * The preValidation hook (after the body is read, before any route): the request's shape (XML, REST and GraphQL
 * values), then the session and the read-your-writes wait where the API needs a session. A failure of the
 * session step goes to Nest's error handling like a route's.
 */
export function admissionHook(signedIn: SignedInRequestMiddleware) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const view = fastifyRequestView(request);
    if (!admittedWithout(requestShapeRefusal(view, request), reply.raw)) {
      reply.hijack();
      return done();
    }
    if (!needsSession(view.path)) return done();
    // Fastify's request fits RequestWithContext (`ghg` is decorated); its `params` are typed `unknown` only.
    signedIn.admit(view, request as unknown as RequestWithContext, reply.raw).then((admitted) => {
      if (!admitted) reply.hijack();
      done();
    }, done);
  };
}

function admittedWithout(refusal: ReturnType<typeof nulInUrlRefusal>, res: ServerResponse): boolean {
  if (!refusal) return true;
  sendApiError(res, refusal);
  return false;
}

/** A magic-link route (`/api/magic/<id>…`), where the per-client magic-link limit applies. */
function isMagicLinkPath(path: string): boolean {
  return path.length > MAGIC_LINKS.length && path.startsWith(MAGIC_LINKS);
}

/** Public under /api: the API's description, the shell settings, magic links and the sign-in routes. */
const PUBLIC_API_PATHS = new Set(['/api/openapi.json', '/api/docs', '/api/shell-settings']);

/**
 * Where a request needs a session, as Nest's middleware was applied (`graphql`, `api/*path`, excluding the
 * public paths): GraphQL, and every path below /api except the public ones, unknown ones included (401, not
 * 404, without a session). The sign-in routes under /api/auth/ never reached Nest's middleware under Express
 * (their router answered first); as hooks run for every route, they are excluded here.
 */
export function needsSession(path: string): boolean {
  if (mountedUnder(path, ['/graphql'])) return true;
  if (!path.startsWith('/api/') || path.length === '/api/'.length) return false;
  return !PUBLIC_API_PATHS.has(path) && !isMagicLinkPath(path) && !path.startsWith('/api/auth/');
}
