import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * The few things the API needs from an HTTP framework, on Node's own request and response, so the guards,
 * downloads and uploads name no framework (docs/http-adapter-plan.md). Fastify hands Nest `request`/`reply`, which
 * wrap Node's objects in `raw`; tests and plain Node servers pass Node's objects themselves.
 */

/** What `@Res()` gives a controller: Express's response (a `ServerResponse`) or Fastify's reply. */
export type ResponseLike = ServerResponse | { readonly raw: ServerResponse; hijack(): unknown };

/** What `@Req()` gives a controller: Express's request (an `IncomingMessage`) or Fastify's request. */
export type RequestLike = IncomingMessage | { readonly raw: IncomingMessage };

/**
 * Node's response under either framework. Under Fastify the reply is hijacked first: the caller writes the whole
 * answer itself, and Fastify must not send one of its own afterwards.
 */
export function rawResponse(res: ResponseLike): ServerResponse {
  if ('raw' in res) {
    res.hijack();
    return res.raw;
  }
  return res;
}

/** Node's request under either framework (uploads read its stream). */
export function rawRequest(req: RequestLike): IncomingMessage {
  return 'raw' in req ? req.raw : req;
}

/**
 * A request as the guards that run before any route see it. `path` is the path the framework's router matches
 * (Express: the raw pathname; Fastify: its decoded form), so a guard decides on exactly what routes on; `ip` is
 * the client's address after the trusted-proxy rule.
 */
export interface RequestView {
  readonly method: string;
  /** The raw URL with its query, as the client sent it. */
  readonly url: string;
  readonly path: string;
  readonly ip: string | undefined;
  readonly secure: boolean;
  readonly headers: IncomingHttpHeaders;
}

/** JSON with the headers Express's `res.json` gave: `application/json; charset=utf-8` and the length. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendBody(res, status, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(body));
}

/**
 * A whole answer in one write: status, the given headers, the length, the body (none on HEAD: Node drops it).
 * Headers set earlier on the response (security headers, no-store) stay unless `headers` names them.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Uint8Array,
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('content-length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  res.end(body);
}
