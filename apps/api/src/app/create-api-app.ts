import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type RequestHandler } from 'express';
import { installJsonBody } from '../http/json-body.js';
import { responseHeaders } from '../http/response-headers.js';
import { requireCsrfHeader } from '../security/csrf-header.js';
import { rateLimit } from '../security/rate-limit.js';
import { thirdPartyOrigins } from '../config/shell-settings.js';
import type { AuthSetup } from '../auth/auth-setup.js';
import { ApiModule, type ApiModuleOptions } from './api.module.js';
import { compressedAssets } from './compressed-assets.js';
import { expressRouteSink } from './express-route-sink.js';

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
// Case-insensitive on purpose: /API/… is a server path spelled wrongly (404), not a page of the web app.
const SERVER_PATHS = /^\/(api|graphql|healthz|readyz|oidc)(\/|$)/i;

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
  // CPU per answer (issue 22). Files (express.static, sendFile: the web app) keep their own ETag and Last-Modified.
  server.set('etag', false);
  // Behind a reverse proxy the rate limit must count clients, not the proxy, and https must be seen as such.
  if (options.config.trustProxy !== null) server.set('trust proxy', options.config.trustProxy);
  server.use(
    responseHeaders({
      extraFormActions: options.auth?.formActions,
      thirdParty: thirdPartyOrigins(options.config.shell),
      noStorePaths: NO_STORE_PATHS,
    }),
  );
  // Sign-in and the provider's login form: slows password guessing (spec §7). Registration and magic links
  // will live under /api/auth too.
  server.use(AUTH_PATHS, rateLimit({ limit: options.config.authRateLimitPerMinute, windowMs: 60_000 }));
  server.use(API_PATHS, requireCsrfHeader());
  installJsonBody(server);
  options.auth?.install(expressRouteSink(server, options.logger));
  if (options.config.webDistDir && existsSync(join(options.config.webDistDir, 'index.html'))) {
    server.use(webApp(options.config.webDistDir));
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

/**
 * The built web app: its hashed assets from memory, other files from disk, and index.html for every other GET,
 * whose router decides (including its 404 page). Server paths never enter it: each API request would otherwise
 * cost a file lookup (express.static's stat of dist/api/…) before it reached its route.
 */
function webApp(webDistDir: string): RequestHandler {
  const files = express.Router();
  files.use(compressedAssets(webDistDir));
  files.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  const indexHtml = join(webDistDir, 'index.html');
  files.get(/.*/, (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return (req, res, next) => (SERVER_PATHS.test(req.path) ? next() : files(req, res, next));
}
