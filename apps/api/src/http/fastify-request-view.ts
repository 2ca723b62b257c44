import type { FastifyRequest } from 'fastify';
import type { RequestView } from '../shared/http-kit.js';

// Fastify glue (docs/http-adapter-plan.md, step 7): the one place that reads a RequestView off Fastify's request.

const views = new WeakMap<FastifyRequest, RequestView>();

/**
 * The request's view, built once and kept for the request: the onRequest hook, the body parsers and the
 * preValidation hook all read the same object (issue 22: `/api/users/me` must not pay for it once per step).
 */
export function fastifyRequestView(request: FastifyRequest): RequestView {
  const kept = views.get(request);
  if (kept) return kept;
  const view = new FastifyRequestView(request);
  views.set(request, view);
  return view;
}

/**
 * The path Fastify's router (find-my-way) matches for a raw request target: the path of an absolute-form
 * target, cut at `?` or `#`, then `decodeURI` with `%25` kept encoded (so `%2F`, `%3F`, `%23` and `%25` stay as
 * they are). Every guard decides on this, never on the raw URL: `/%61pi/x` reaches the `/api/x` route, so it
 * must meet the `/api` guards too. Null when it does not decode (the router answers FST_ERR_BAD_URL).
 */
export function decodedRouterPath(url: string): string | null {
  let path = url;
  if (path.charCodeAt(0) !== 47) path = pathOfAbsoluteTarget(path);
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replace(/%25/g, '%2525'));
  } catch {
    return null;
  }
}

/** `http://host/a?b` → `/a?b`, as the router reads an absolute-form target; other targets stay as they are. */
function pathOfAbsoluteTarget(url: string): string {
  const schemeEnd = url.indexOf('://');
  if (schemeEnd === -1) return url;
  const pathStart = url.indexOf('/', schemeEnd + 3);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}

/**
 * `ip` and `secure` come from Fastify's trust-proxy rule and are read only when a guard asks (a file of the web
 * app needs neither). A URL that does not decode has its raw path as the view's path: it reaches no route (the
 * router answers 400), and the headers set on that answer do not depend on it.
 */
class FastifyRequestView implements RequestView {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly headers: FastifyRequest['headers'];
  readonly #request: FastifyRequest;

  constructor(request: FastifyRequest) {
    this.#request = request;
    this.method = request.method;
    this.url = request.url;
    this.path = decodedRouterPath(request.url) ?? request.url.split(/[?#]/, 1)[0]!;
    this.headers = request.headers;
  }

  get ip(): string | undefined {
    return this.#request.ip;
  }

  get secure(): boolean {
    return this.#request.protocol === 'https';
  }
}
