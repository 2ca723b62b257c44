import 'reflect-metadata';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { expressGuard, expressRequestView } from '../http/express-request-view.js';
import { installJsonBody } from '../http/json-body.js';
import { mountedPath } from '../http/mounted-under.js';
import { responseHeaders } from '../http/response-headers.js';
import { requireCsrfHeader } from '../security/csrf-header.js';
import { rateLimit } from '../security/rate-limit.js';
import { thirdPartyOrigins } from '../config/shell-settings.js';
import type { AuthSetup } from '../auth/auth-setup.js';
import { ApiModule, type ApiModuleOptions } from './api.module.js';
import { expressRouteSink } from './express-route-sink.js';
import { sendWebAnswer } from './web-answer.js';
import { webApp } from './web-app.js';

// The provider's token endpoint is called by this server itself, so it is not limited per client address.
const AUTH_PATHS = [
  '/api/auth',
  '/oidc/auth',
  '/oidc/interaction',
  '/oidc/forgot-password',
  '/oidc/reset-password',
];
/** Where the API's guards apply, matched by the router itself (case-sensitive), never by a string prefix. */
const API_PATHS = ['/api', '/graphql'];
/** Answers that hold a person's data or a sign-in step: never kept by a browser or a proxy. */
const NO_STORE_PATHS = [...API_PATHS, '/oidc'];

/** Builds the API application (not listening yet): body checks, read-your-writes, routes, and the web app. */
export interface CreateApiAppOptions extends ApiModuleOptions {
  /** Sign-in routes and the embedded provider; without it the given actor resolver alone decides. */
  auth?: AuthSetup;
}

export async function createApiApp(options: CreateApiAppOptions): Promise<NestExpressApplication> {
  const server = express();
  // Routes and the guards in front of them (mounted on the same paths below) must read a path alike: /API/… or
  // /GRAPHQL is no route, so no guard can be skipped by spelling one differently. Set before the router exists.
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(
    ApiModule.with(options),
    new ExpressAdapter(server),
    { bodyParser: false, logger: false },
  );
  app.enableShutdownHooks();
  server.disable('x-powered-by');
  // Every answer res.send writes is under a no-store path (the API, GraphQL) or a health check: no cache keeps
  // it, so no client ever revalidates it, yet hashing each body for an ETag cost about a sixth of bare Express's
  // CPU per answer (issue 22). The web app's files (web-app.ts) keep their own ETag and Last-Modified.
  server.set('etag', false);
  // Behind a reverse proxy the rate limit must count clients, not the proxy, and https must be seen as such.
  if (options.config.trustProxy !== null) server.set('trust proxy', options.config.trustProxy);
  const setResponseHeaders = responseHeaders({
    extraFormActions: options.auth?.formActions,
    thirdParty: thirdPartyOrigins(options.config.shell),
    noStorePaths: NO_STORE_PATHS,
  });
  // Express glue for the neutral guards (the Fastify swap makes these one onRequest hook). The first middleware
  // builds the request's view at the root, where req.path is the whole path; every later step reuses it.
  server.use((req, res, next) => {
    setResponseHeaders(expressRequestView(req), res);
    next();
  });
  // Sign-in and the provider's login form: slows password guessing (spec §7). Registration and magic links
  // will live under /api/auth too. Keyed by the path as the mounted limiter always saw it (mountedPath).
  const signInLimit = rateLimit({
    limit: options.config.authRateLimitPerMinute,
    windowMs: 60_000,
    route: (view) => mountedPath(view.path, AUTH_PATHS),
  });
  server.use(AUTH_PATHS, expressGuard(signInLimit));
  server.use(API_PATHS, expressGuard(requireCsrfHeader()));
  installJsonBody(server);
  options.auth?.install(expressRouteSink(server, options.logger));
  const web = options.config.webDistDir ? webApp(options.config.webDistDir) : null;
  // Express glue (the Fastify swap, docs/http-adapter-plan.md step 7, makes it a `GET /*` route).
  if (web) {
    server.use((req, res, next) => {
      const answer = web(expressRequestView(req));
      if (answer) sendWebAnswer(res, answer);
      else next();
    });
  }
  await app.init();
  keepIdleConnectionsLongerThanClients(app.getHttpServer() as Server);
  return app;
}

/**
 * Node closes an idle keep-alive connection after 5 s, about when a client (undici: 4 s) or a load balancer
 * (often 60 s) reuses it: on a busy machine the two race and the client reads ECONNRESET. The server waits
 * longer than its clients, so it is always the client that closes an idle connection.
 */
function keepIdleConnectionsLongerThanClients(http: Server): void {
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
