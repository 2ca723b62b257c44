import { z } from 'zod';
import type { RestRoute } from './rest-route.js';

/** The provider's pages take their language from `?lang=` (Polish otherwise). */
const pageLanguage = z.object({ lang: z.string().optional() });

/** The sign-in routes (auth-routes.ts) and the embedded provider's login form (embedded-provider.ts). */
export const AUTH_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/api/auth/login',
    summary: 'Starts the sign-in: redirects to the provider',
    tag: 'auth',
    access: 'public',
    query: z.object({ returnTo: z.string().optional() }),
    ok: { status: 302, description: "Redirect to the provider's authorization endpoint" },
  },
  {
    method: 'get',
    path: '/api/auth/callback',
    summary: "The provider's return point: creates the session",
    tag: 'auth',
    access: 'public',
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    ok: {
      status: 302,
      description: 'Signed in: redirect to returnTo; a browser is sent back to the login page',
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary:
      "Ends the session of the cookie sent; answers the provider's end-session address (RP-initiated logout)",
    tag: 'auth',
    access: 'public',
    ok: {
      status: 200,
      description: 'Signed out here; endSessionUrl (null without a session) ends the provider session too',
      schema: z.object({ endSessionUrl: z.string().nullable() }),
    },
  },
  {
    method: 'get',
    path: '/api/auth/session',
    summary: 'The session: person, organization, chat token, expiry',
    tag: 'auth',
    access: 'session',
    ok: {
      status: 200,
      description: 'OK',
      schema: z.object({
        userId: z.string(),
        organizationId: z.string(),
        chatToken: z.string().nullable(),
        expiresAt: z.string(),
      }),
    },
  },
  {
    method: 'get',
    path: '/oidc/interaction/:uid',
    summary: "The embedded provider's login form",
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    ok: { status: 200, description: 'The login page', contentType: 'text/html' },
    other: { '303': { description: 'The interaction is finished: back to the authorization' } },
  },
  {
    method: 'post',
    path: '/oidc/interaction/:uid/login',
    summary: "Posts the embedded provider's login form",
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    body: {
      schema: z.object({ email: z.string(), password: z.string() }),
      type: 'application/x-www-form-urlencoded',
    },
    ok: { status: 303, description: 'Signed in: back to the authorization' },
    other: { '200': { description: 'The login page again, with the error', contentType: 'text/html' } },
  },
  {
    method: 'get',
    path: '/oidc/assets/logout-submit.js',
    summary: "Sends the embedded provider's logout form at once (RP-initiated logout from the app)",
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    ok: { status: 200, description: 'The script', contentType: 'text/javascript' },
  },
  {
    method: 'get',
    path: '/oidc/forgot-password',
    summary: "The embedded provider's forgot-password form",
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    query: pageLanguage,
    ok: { status: 200, description: 'The form', contentType: 'text/html' },
  },
  {
    method: 'post',
    path: '/oidc/forgot-password',
    summary: 'Asks for a reset link by e-mail (the same answer whether or not the address has an account)',
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    query: pageLanguage,
    body: { schema: z.object({ email: z.string() }), type: 'application/x-www-form-urlencoded' },
    ok: { status: 200, description: 'The neutral answer', contentType: 'text/html' },
  },
  {
    method: 'get',
    path: '/oidc/reset-password',
    summary: "The reset link's set-new-password form",
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    query: pageLanguage.extend({ token: z.string().optional() }),
    ok: { status: 200, description: 'The form', contentType: 'text/html' },
    other: {
      '410': {
        description: 'The link was used, replaced or is past its 30 minutes',
        contentType: 'text/html',
      },
    },
  },
  {
    method: 'post',
    path: '/oidc/reset-password',
    summary: 'Sets the new password with a working reset link; every session of the person ends',
    tag: 'auth',
    access: 'public',
    htmlErrors: true,
    query: pageLanguage,
    body: {
      schema: z.object({ token: z.string(), newPassword: z.string(), repeatPassword: z.string() }),
      type: 'application/x-www-form-urlencoded',
    },
    ok: { status: 200, description: 'Password changed', contentType: 'text/html' },
    other: {
      '400': { description: 'The form again, with the password rule errors', contentType: 'text/html' },
      '410': {
        description: 'The link was used, replaced or is past its 30 minutes',
        contentType: 'text/html',
      },
    },
  },
];
