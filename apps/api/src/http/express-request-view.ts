import type { Request, RequestHandler } from 'express';
import type { RequestView } from '../shared/http-kit.js';
import type { RequestGuard } from '../shared/request-guard.js';

// Express glue (docs/http-adapter-plan.md, step 1): the one place that reads a RequestView off Express's request.
// The Fastify swap (step 7) replaces this file with the same view built from Fastify's request.

const VIEW = Symbol('ghg.requestView');
type RequestWithView = Request & { [VIEW]?: RequestView };

/**
 * The request's view, built once and kept on the request: every guard, body check and Nest middleware after the
 * first one reads the same object (issue 22: `/api/users/me` must not pay for it once per step). It is first built
 * by the response-headers middleware at the root, where `req.path` is the whole path the router matches; a
 * middleware mounted below a path sees only the rest of it, so the view is never first built there.
 */
export function expressRequestView(req: Request): RequestView {
  const holder = req as RequestWithView;
  const kept = holder[VIEW];
  if (kept) return kept;
  if (req.baseUrl !== '')
    throw new Error(`RequestView first asked for below ${req.baseUrl}: build it in a middleware at the root`);
  const view = new ExpressRequestView(req);
  holder[VIEW] = view;
  return view;
}

/** Mounts a neutral guard on Express: it answers a refusal itself, else the request goes on. */
export function expressGuard(guard: RequestGuard): RequestHandler {
  return (req, res, next) => {
    if (guard(expressRequestView(req), res)) next();
  };
}

/**
 * `ip` and `secure` come from Express's trust-proxy rule and are read only when a guard asks (a file of the web
 * app needs neither); the path and URL are taken when the view is built, before any mounted router rewrites them.
 */
class ExpressRequestView implements RequestView {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly headers: Request['headers'];
  readonly #req: Request;

  constructor(req: Request) {
    this.#req = req;
    this.method = req.method;
    this.url = req.originalUrl;
    this.path = req.path;
    this.headers = req.headers;
  }

  get ip(): string | undefined {
    return this.#req.ip;
  }

  get secure(): boolean {
    return this.#req.secure;
  }
}
