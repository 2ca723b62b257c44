import type { Db } from '@ghg/database';
import { Router, type Request, type Response } from 'express';
import type { Logger } from '../config/logger.js';
import { memberOf } from '../users/signed-in-member.js';
import { chatTokenIn } from './chat-token.js';
import { clearCookie, cookieValue, setCookie } from './cookies.js';
import type { OpenIdClient } from './openid-client.js';
import { safeReturnTo } from './return-to.js';
import type { SessionActorResolver } from './session-actor-resolver.js';
import type { SessionStore } from './session-store.js';

export const LOGIN_COOKIE = 'ghg_login';
const LOGIN_TTL_SECONDS = 600;
/** A session lasts as long as its refresh token (spec §4): one day. */
export const SESSION_TTL_SECONDS = 86400;

export interface AuthRoutesOptions {
  db: Db;
  client: OpenIdClient;
  sessions: SessionStore;
  resolver: SessionActorResolver;
  cookieName: string;
  secureCookies: boolean;
  logger: Logger;
}

const unauthenticated = (res: Response) =>
  res
    .status(401)
    .json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expired - log in again' });

/** /api/auth: the API is the OpenID client (backend for frontend); the browser only ever holds a session cookie. */
export function authRoutes(options: AuthRoutesOptions): Router {
  const router = Router();
  const cookie = (path: string, maxAgeSeconds: number) => ({
    secure: options.secureCookies,
    path,
    maxAgeSeconds,
  });

  router.get('/login', async (req, res, next) => {
    try {
      const returnTo = safeReturnTo(req.query.returnTo);
      if (!returnTo) {
        res.status(400).json({
          statusCode: 400,
          code: 'INVALID_RETURN_TO',
          message: 'returnTo must be a path on this site',
        });
        return;
      }
      const locale = returnTo === '/en' || returnTo.startsWith('/en/') ? 'en' : localeCookie(req);
      const { url, checks } = await options.client.authorizationUrl(locale);
      const secret = await options.sessions.startLogin(checks, returnTo, LOGIN_TTL_SECONDS);
      res.setHeader('set-cookie', setCookie(LOGIN_COOKIE, secret, cookie('/api/auth', LOGIN_TTL_SECONDS)));
      res.setHeader('cache-control', 'no-store');
      res.redirect(302, url);
    } catch (error) {
      next(error);
    }
  });

  router.get('/callback', async (req, res, next) => {
    try {
      const secret = cookieValue(req.headers.cookie, LOGIN_COOKIE);
      const attempt = secret ? await options.sessions.takeLogin(secret) : null;
      res.setHeader('set-cookie', clearCookie(LOGIN_COOKIE, cookie('/api/auth', 0)));
      if (!attempt) return void refuse(req, res, 400, 'LOGIN_EXPIRED', 'Login expired - try again');
      const url = new URL(req.originalUrl, 'http://callback.invalid');
      const tokens = await options.client.finishLogin(callbackUrl(options, url), attempt.checks);
      const member = await memberOf(options.db, tokens.claims ?? {});
      if (!member) return void refuse(req, res, 403, 'FORBIDDEN', 'No account for this sign-in');
      const session = await options.sessions.create({
        userId: member.userId,
        organizationId: member.organizationId,
        tokens,
        chatToken: chatTokenIn(tokens.accessToken),
        ttlSeconds: SESSION_TTL_SECONDS,
      });
      res.append('set-cookie', setCookie(options.cookieName, session, cookie('/', SESSION_TTL_SECONDS)));
      res.setHeader('cache-control', 'no-store');
      res.redirect(302, attempt.returnTo);
    } catch (error) {
      options.logger.warn({ err: error }, 'sign-in callback refused');
      if (!res.headersSent) refuse(req, res, 400, 'LOGIN_FAILED', 'Sign-in failed - try again');
      else next(error);
    }
  });

  router.post('/logout', async (req, res, next) => {
    try {
      const secret = cookieValue(req.headers.cookie, options.cookieName);
      if (secret) await options.sessions.delete(secret);
      res.setHeader('set-cookie', clearCookie(options.cookieName, cookie('/', 0)));
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });

  router.get('/session', async (req, res, next) => {
    try {
      const session = await options.resolver.sessionOf(req);
      if (!session) return void unauthenticated(res);
      res.setHeader('cache-control', 'no-store');
      res.json({
        userId: session.userId,
        organizationId: session.organizationId,
        chatToken: session.chatToken,
        expiresAt: session.expiresAt.toISOString(),
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/**
 * A failed callback: a browser (back button, a second tab, an expired attempt) is sent to the login page to
 * start again; other clients get the error as JSON.
 */
function refuse(req: Request, res: Response, status: number, code: string, message: string): void {
  if (req.accepts(['json', 'html']) === 'html') {
    res.redirect(303, localeCookie(req) === 'en' ? '/en/auth/login' : '/auth/login');
    return;
  }
  res.status(status).json({ statusCode: status, code, message });
}

function localeCookie(req: Request): 'pl' | 'en' {
  return /(?:^|;\s*)locale=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'pl';
}

/** The provider redirected to our configured redirect URI: rebuild it with the query it brought. */
function callbackUrl(options: AuthRoutesOptions, received: URL): URL {
  const url = new URL(options.client.redirectUri);
  url.search = received.search;
  return url;
}
