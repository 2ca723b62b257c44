import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../config/logger.js';
import { nodeBodyParser, readWith } from '../http/fastify-body-parsers.js';
import { sendRouteError } from '../shared/route-error.js';
import type { RouteHandler, RouteSink } from '../shared/route-sink.js';

/**
 * Fastify glue (docs/http-adapter-plan.md, step 7): the adapter-neutral sign-in and provider routes as Fastify
 * routes. Each reply is hijacked and the handler writes Node's response itself (passport and oidc-provider write
 * redirects there), after the app's hooks (headers, no-store, rate limits, CSRF, body checks, session) have run.
 * A `form` route reads a url-encoded body of at most 10 kB in its own scope, so no other route starts reading
 * forms; the provider gets every other request under its prefix in an onRequest hook, before any body is read
 * (it reads its own forms).
 */
export function fastifyRouteSink(fastify: FastifyInstance, logger: Logger): RouteSink {
  const forms: { method: 'GET' | 'POST'; path: string; handler: RouteHandler }[] = [];
  const answer =
    (handler: RouteHandler) =>
    (request: FastifyRequest, reply: FastifyReply): void => {
      reply.hijack();
      void handler(request.raw, reply.raw, { ip: request.ip, body: request.body }).catch((error: unknown) =>
        sendRouteError(reply.raw, error, logger),
      );
    };
  // One scope for the form routes, with the form parser they share: registered once, filled before it loads.
  void fastify.register((scope, _options, done) => {
    const form = nodeBodyParser(bodyParser.urlencoded({ extended: false, limit: '10kb' }));
    scope.addContentTypeParser('application/x-www-form-urlencoded', (request, _payload, parsed) =>
      readWith(form, request, parsed),
    );
    for (const { method, path, handler } of forms)
      scope.route({ method, url: path, handler: answer(handler) });
    done();
  });
  return {
    route(method, path, handler, options) {
      if (options?.form) forms.push({ method, path, handler });
      else fastify.route({ method, url: path, handler: answer(handler) });
    },
    mount(prefix, listener) {
      const segments = prefix.split('/').length - 1;
      const handOver = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = urlBelowMount(raw.url ?? '/', segments);
        listener(raw, reply.raw as ServerResponse);
        done(); // the reply is hijacked: Fastify goes no further with it
      };
      for (const url of [prefix, `${prefix}/*`]) {
        fastify.route({ method: fastify.supportedMethods, url, onRequest: handOver, handler: noAnswer });
      }
    },
  };
}

/** Never runs: the mount's onRequest hook has handed the request over and hijacked the reply. */
const noAnswer = (): void => undefined;

/**
 * The URL below a mount point of `segments` path segments, as Express gave it to a mounted app (`/oidc/jwks?x`
 * → `/jwks?x`, `/oidc` → `/`): cut from the raw URL, segment by segment, so that a percent-encoded spelling of the
 * prefix (which the router decodes) is cut as well.
 */
export function urlBelowMount(url: string, segments: number): string {
  let rest = url;
  if (rest.charCodeAt(0) !== 47) {
    const start = url.indexOf('/', url.indexOf('://') + 3);
    rest = start === -1 ? '/' : url.slice(start);
  }
  for (let i = 0; i < segments; i += 1) {
    const end = rest.slice(1).search(/[/?#]/);
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return rest.startsWith('/') ? rest : `/${rest}`;
}
