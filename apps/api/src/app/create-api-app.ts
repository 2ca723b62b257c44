import 'reflect-metadata';
import querystring from 'node:querystring';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installBodyParsers } from '../http/fastify-body-parsers.js';
import { fastifyRequestView } from '../http/fastify-request-view.js';
import { mountedPath } from '../http/mounted-under.js';
import { responseHeaders } from '../http/response-headers.js';
import { SignedInRequestMiddleware } from '../http/signed-in-request.middleware.js';
import { requireCsrfHeader } from '../security/csrf-header.js';
import { rateLimit } from '../security/rate-limit.js';
import { thirdPartyOrigins } from '../config/shell-settings.js';
import type { AuthSetup } from '../auth/auth-setup.js';
import { ApiError, clientErrorOf, sendApiError } from '../shared/api-error.js';
import { ApiModule, type ApiModuleOptions } from './api.module.js';
import { fastifyRouteSink } from './fastify-route-sink.js';
import { admissionHook, entryHook } from './request-hooks.js';
import { recordRoutes } from './route-registry.js';
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
/** Where the API's guards apply, matched on the decoded path the router matches, never on the raw URL. */
const API_PATHS = ['/api', '/graphql'];
/** Answers that hold a person's data or a sign-in step: never kept by a browser or a proxy. */
const NO_STORE_PATHS = [...API_PATHS, '/oidc'];
/** Express 5 had no limit on a path segment; Fastify's default (100) would make a longer id a 404. */
const MAX_PARAM_LENGTH = 16_384;

/** Builds the API application (not listening yet): body checks, read-your-writes, routes, and the web app. */
export interface CreateApiAppOptions extends ApiModuleOptions {
  /** Sign-in routes and the embedded provider; without it the given actor resolver alone decides. */
  auth?: AuthSetup;
}

export async function createApiApp(options: CreateApiAppOptions): Promise<NestFastifyApplication> {
  const setResponseHeaders = responseHeaders({
    extraFormActions: options.auth?.formActions,
    thirdParty: thirdPartyOrigins(options.config.shell),
    noStorePaths: NO_STORE_PATHS,
  });
  const adapter = new FastifyAdapter({
    // Behind a reverse proxy the rate limit must count clients, not the proxy, and https must be seen as such.
    trustProxy: options.config.trustProxy ?? false,
    // Routes and the guards in front of them read a path alike: /API/… or /GRAPHQL is no route, so no guard
    // can be skipped by spelling one differently; /api/x/ and /api//x are no routes either.
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      maxParamLength: MAX_PARAM_LENGTH,
      // Express 5's "simple" query parser, so every query reads as before (Fastify's own differs on edge cases).
      querystringParser: (query: string) => querystring.parse(query),
    },
    // The server waits longer than its clients (undici: 4 s, load balancers: often 60 s) before closing an idle
    // keep-alive connection, so it is always the client that closes it and no client reads ECONNRESET.
    keepAliveTimeout: 65_000,
    // A URL the router cannot decode is the client's mistake: the spec's 400, with the usual headers.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      setResponseHeaders(fastifyRequestView(request), reply.raw);
      reply.hijack();
      sendApiError(reply.raw, clientErrorOf(error) ?? new ApiError(400, 'INVALID_REQUEST', error.message));
    },
  });
  const fastify = adapter.getInstance() as unknown as FastifyInstance;
  recordRoutes(fastify);
  // The request's context (RequestContext), set by the session step; declared so every request has the field.
  fastify.decorateRequest('ghg', null);
  installBodyParsers(fastify);
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.with(options), adapter, {
    bodyParser: false,
    logger: false,
  });
  app.enableShutdownHooks();
  fastify.addHook(
    'onRequest',
    entryHook({
      setResponseHeaders,
      signInPaths: AUTH_PATHS,
      // Sign-in and the provider's login form: slows password guessing (spec §7). Keyed by the path as the
      // mounted limiter always saw it (mountedPath), so /api/auth and /api/auth/ share a bucket as before.
      signInLimit: rateLimit({
        limit: options.config.authRateLimitPerMinute,
        windowMs: 60_000,
        route: (view) => mountedPath(view.path, AUTH_PATHS),
      }),
      // Magic links are public: one allowance per client for all of them (not per link id, which would let a
      // client try ids without limit), as many per minute as sign-in allows.
      magicLinkLimit: rateLimit({
        limit: options.config.authRateLimitPerMinute,
        windowMs: 60_000,
        route: () => 'magic',
      }),
      apiPaths: API_PATHS,
      csrf: requireCsrfHeader(),
    }),
  );
  fastify.addHook('preValidation', admissionHook(app.get(SignedInRequestMiddleware)));
  await app.init();
  // Plain routes after init, so that Nest's error and not-found handlers cover them too.
  options.auth?.install(fastifyRouteSink(fastify, options.logger));
  installWebApp(fastify, options.config.webDistDir);
  // Node's own limit must exceed the keep-alive wait, or it would cut a connection reused just in time.
  app.getHttpServer().headersTimeout = 66_000;
  return app;
}

/**
 * The web app on every GET (and HEAD) path no other route takes: a file of the build or its page; a server path
 * (/api/…, spelled in any case) goes to the not-found answer instead.
 */
function installWebApp(fastify: FastifyInstance, webDistDir: string | null | undefined): void {
  const web = webDistDir ? webApp(webDistDir) : null;
  if (!web) return;
  fastify.get('/*', (request, reply) => {
    const answer = web(fastifyRequestView(request));
    if (!answer) return reply.callNotFound();
    reply.hijack();
    sendWebAnswer(reply.raw, answer);
  });
}
