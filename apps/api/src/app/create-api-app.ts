import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Express, type RequestHandler } from 'express';
import { installJsonBody } from '../http/json-body.js';
import { readYourWrites } from '../http/read-your-writes.middleware.js';
import { rateLimit } from '../security/rate-limit.js';
import { securityHeaders } from '../security/security-headers.js';
import { ApiModule, type ApiModuleOptions } from './api.module.js';

const AUTH_PATHS = ['/api/auth', '/oidc'];
const SERVER_PATHS = /^\/(api|graphql|healthz|readyz|oidc)(\/|$)/;

/** Builds the API application (not listening yet): body checks, read-your-writes, routes, and the web app. */
export async function createApiApp(options: ApiModuleOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.with(options), {
    bodyParser: false,
    logger: false,
  });
  app.enableShutdownHooks();
  const server = app.getHttpAdapter().getInstance() as Express;
  server.disable('x-powered-by');
  server.use(securityHeaders());
  // Sign-in and the provider's login form: slows password guessing (spec §7). Registration and magic links
  // will live under /api/auth too.
  server.use(AUTH_PATHS, rateLimit({ limit: options.config.authRateLimitPerMinute, windowMs: 60_000 }));
  installJsonBody(server);
  server.use(readYourWrites(options.db, options.config.readYourWritesTimeoutMs));
  if (options.config.webDistDir && existsSync(join(options.config.webDistDir, 'index.html'))) {
    server.use(express.static(options.config.webDistDir, { index: false, maxAge: '1h' }));
    server.use(spaFallback(join(options.config.webDistDir, 'index.html')));
  }
  await app.init();
  return app;
}

/** Every path that is not an API path gets the web app, whose router decides (including its 404 page). */
function spaFallback(indexHtml: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || SERVER_PATHS.test(req.path)) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  };
}
