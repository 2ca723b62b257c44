import { sameOriginPath } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import accepts from 'accepts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../config/logger.js';
import { sendJson } from '../shared/http-kit.js';
import { sendRedirect } from '../shared/page-answers.js';
import { queryOf } from '../shared/request-query.js';
import { sendRouteError } from '../shared/route-error.js';
import type { RouteSink } from '../shared/route-sink.js';
import { memberOf } from './signed-in-member.js';
import { chatTokenIn } from './chat-token.js';
import { clearCookie, cookieValue, setCookie } from './cookies.js';
import type { OpenIdClient } from './openid-client.js';
import { PENDING_LOGIN_TTL_SECONDS, PendingLoginSession } from './pending-login.js';
import type { SessionActorResolver } from './session-actor-resolver.js';
import type { SessionStore } from './session-store.js';
import {
  NO_ACCOUNT,
  SIGN_IN_STRATEGY,
  type SignedIn,
  type SignInAuthenticateOptions,
  SignInPassport,
} from './sign-in-strategy.js';

export const LOGIN_COOKIE = 'ghg_login';
/** A session lasts as long as its refresh token (spec §4): one day. */
export const SESSION_TTL_SECONDS = 86400;

/** passport's strategy reads and writes its pending request in `req.session` (here a PendingLoginSession). */
type SessionfulRequest = IncomingMessage & { session?: unknown };
type Member = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

/** Where the sign-in routes live (spec §7); the rate limit in front of them is mounted on the same path. */
export const AUTH_ROUTES_PATH = '/api/auth';

export interface AuthRoutesOptions {
  db: Db;
  client: OpenIdClient;
  sessions: SessionStore;
  resolver: SessionActorResolver;
  cookieName: string;
  secureCookies: boolean;
  logger: Logger;
}

const unauthenticated = (res: ServerResponse) =>
  sendJson(res, 401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expired - log in again' });

/**
 * /api/auth: the API is the OpenID client (backend for frontend); the browser only ever holds a session cookie.
 * /login and /callback are the two halves of passport's OpenID strategy (sign-in-strategy.ts), which works on
 * Node's request and response.
 */
export function installAuthRoutes(sink: RouteSink, options: AuthRoutesOptions): void {
  const signIn = new SignInPassport<Member>(options.client, (claims) => memberOf(options.db, claims));
  const cookie = (path: string, maxAgeSeconds: number) => ({
    secure: options.secureCookies,
    path,
    maxAgeSeconds,
  });
  const failure = (res: ServerResponse) => (error: unknown) => sendRouteError(res, error, options.logger);
  // passport's `next`: only errors come this way, since our strategy answers or calls back, never passes on.
  const strategyNext = (res: ServerResponse) => (error?: unknown) =>
    failure(res)(error ?? new Error('the sign-in strategy passed the request on'));

  sink.route('GET', `${AUTH_ROUTES_PATH}/login`, async (req, res) => {
    try {
      // Anything but a path on this site (M1: also after normalisation) signs in and goes home.
      const returnTo = sameOriginPath(queryOf(req).returnTo);
      const locale = localeOf(req, returnTo);
      const authenticator = await signIn.authenticator();
      (req as SessionfulRequest).session = new PendingLoginSession(options.sessions, returnTo, (reference) =>
        res.setHeader(
          'set-cookie',
          setCookie(LOGIN_COOKIE, reference, cookie(AUTH_ROUTES_PATH, PENDING_LOGIN_TTL_SECONDS)),
        ),
      );
      res.setHeader('cache-control', 'no-store');
      const login: SignInAuthenticateOptions = { session: false, phase: 'login', uiLocales: locale };
      authenticator.authenticate(SIGN_IN_STRATEGY, login)(req, res, strategyNext(res));
    } catch (error) {
      failure(res)(error);
    }
  });

  sink.route('GET', `${AUTH_ROUTES_PATH}/callback`, async (req, res) => {
    let returnTo: string | undefined;
    const failed = (error: unknown) => {
      options.logger.warn({ err: error }, 'sign-in callback refused');
      if (!res.headersSent) refuse(req, res, 400, 'LOGIN_FAILED', 'Sign-in failed - try again', returnTo);
      else failure(res)(error);
    };
    try {
      const reference = cookieValue(req.headers.cookie, LOGIN_COOKIE);
      const pending = reference ? await PendingLoginSession.take(options.sessions, reference) : null;
      res.setHeader('set-cookie', clearCookie(LOGIN_COOKIE, cookie(AUTH_ROUTES_PATH, 0)));
      if (!pending) return void refuse(req, res, 400, 'LOGIN_EXPIRED', 'Login expired - try again');
      returnTo = pending.returnTo;
      const authenticator = await signIn.authenticator();
      (req as SessionfulRequest).session = pending.session;
      const callback: SignInAuthenticateOptions = { session: false, phase: 'callback' };
      authenticator.authenticate(
        SIGN_IN_STRATEGY,
        callback,
        (error: unknown, user: unknown, info: unknown) => {
          if (error) return failed(error);
          if (!user) {
            if ((info as { code?: unknown } | undefined)?.code === NO_ACCOUNT.code)
              return void refuse(req, res, 403, NO_ACCOUNT.code, NO_ACCOUNT.message, returnTo);
            // The provider answered with an error (the person declined, for one) instead of a code.
            return failed(new Error(`the provider refused: ${JSON.stringify(info)}`));
          }
          startSession(req, res, user as SignedIn<Member>, pending.returnTo).catch(failed);
        },
      )(req, res, strategyNext(res));
    } catch (error) {
      failed(error);
    }
  });

  /** A new session (new id) for every sign-in; one this browser still had ends here. */
  async function startSession(
    req: IncomingMessage,
    res: ServerResponse,
    signedIn: SignedIn<Member>,
    returnTo: string,
  ) {
    const previous = cookieValue(req.headers.cookie, options.cookieName);
    if (previous) await options.sessions.delete(previous);
    const session = await options.sessions.create({
      userId: signedIn.person.userId,
      organizationId: signedIn.person.organizationId,
      tokens: signedIn.tokens,
      chatToken: chatTokenIn(signedIn.tokens.accessToken),
      ttlSeconds: SESSION_TTL_SECONDS,
    });
    res.appendHeader('set-cookie', setCookie(options.cookieName, session, cookie('/', SESSION_TTL_SECONDS)));
    res.setHeader('cache-control', 'no-store');
    sendRedirect(res, 302, sameOriginPath(returnTo));
  }

  sink.route('POST', `${AUTH_ROUTES_PATH}/logout`, async (req, res) => {
    try {
      const secret = cookieValue(req.headers.cookie, options.cookieName);
      const ended = secret ? await options.sessions.delete(secret) : null;
      res.setHeader('set-cookie', clearCookie(options.cookieName, cookie('/', 0)));
      res.setHeader('cache-control', 'no-store');
      // Spec §7 names a logout endpoint: the provider's session ends too (RP-initiated logout), and the provider
      // sends the browser back to the login page of its language. Without a session there is nothing to end there.
      const back = `${new URL(options.client.settings.redirectUri).origin}${queryOf(req).locale === 'en' ? '/en' : ''}/auth/login`;
      const endSessionUrl = ended ? await endSessionUrlOf(options, ended.idToken, back) : null;
      sendJson(res, 200, { endSessionUrl });
    } catch (error) {
      failure(res)(error);
    }
  });

  sink.route('GET', `${AUTH_ROUTES_PATH}/session`, async (req, res) => {
    try {
      const session = await options.resolver.sessionOf(req);
      if (!session) return void unauthenticated(res);
      res.setHeader('cache-control', 'no-store');
      sendJson(res, 200, {
        userId: session.userId,
        organizationId: session.organizationId,
        chatToken: session.chatToken,
        expiresAt: session.expiresAt.toISOString(),
      });
    } catch (error) {
      failure(res)(error);
    }
  });
}

/**
 * A failed callback: a browser (back button, a second tab, an expired attempt) is sent to the login page to
 * start again, in the language of the page it came from; other clients get the error as JSON.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  returnTo?: string,
): void {
  if (accepts(req).types(['json', 'html']) === 'html') {
    sendRedirect(res, 303, localeOf(req, returnTo) === 'en' ? '/en/auth/login' : '/auth/login');
    return;
  }
  sendJson(res, status, { statusCode: status, code, message });
}

/** The language of the page the sign-in started from (/en/…), else the app's `locale` cookie; Polish by default. */
function localeOf(req: IncomingMessage, returnTo?: string): 'pl' | 'en' {
  if (returnTo === '/en' || returnTo?.startsWith('/en/')) return 'en';
  return /(?:^|;\s*)locale=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'pl';
}

/** A provider that cannot be reached must not keep anyone signed in here: the app's session is already gone. */
async function endSessionUrlOf(options: AuthRoutesOptions, idToken: string | null, back: string) {
  try {
    return await options.client.endSessionUrl(idToken, back);
  } catch (error) {
    options.logger.warn({ err: error }, 'the provider logout address could not be built');
    return null;
  }
}
