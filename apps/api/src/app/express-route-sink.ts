import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '../config/logger.js';
import { sendRouteError } from '../shared/route-error.js';
import type { RouteHandler, RouteSink } from '../shared/route-sink.js';

/**
 * Express glue, replaced in step 7 of docs/http-adapter-plan.md by Fastify routes (hijacked replies on
 * `request.raw`/`reply.raw`, a 10 kB form parser in their own scope, the provider under `/oidc/*`): the
 * adapter-neutral sign-in and provider routes as routes of the Express app, in the order they are given, behind
 * the app's own middleware (headers, no-store, rate limits, CSRF, body checks).
 */
export function expressRouteSink(server: Express, logger: Logger): RouteSink {
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const run = (handler: RouteHandler, req: Request, res: Response) =>
    void handler(req, res, { ip: req.ip, body: req.body as unknown }).catch((error: unknown) =>
      sendRouteError(res, error, logger),
    );
  return {
    route(method, path, handler, options) {
      const answer = (req: Request, res: Response) => {
        if (!options?.form) return run(handler, req, res);
        // A form that cannot be read (over 10 kB: 413) is refused here, before the handler.
        form(req, res, (error?: unknown) =>
          error ? sendRouteError(res, error, logger) : run(handler, req, res),
        );
      };
      if (method === 'GET') server.get(path, answer);
      else server.post(path, answer);
    },
    mount(prefix, listener) {
      // Express strips the prefix from req.url and keeps the whole URL in req.originalUrl.
      server.use(prefix, (req, res) => listener(req, res));
    },
  };
}
