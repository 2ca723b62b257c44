import type { SqlClient } from '@ghg/database';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { CHAT_TOKEN_CLAIM } from './chat-token.js';
import { inPackageRealm, requireEsmPackage } from './esm-package.js';
import type { Logger } from '../config/logger.js';
import type { LocalAccounts } from './local-accounts.js';
import { type LoginNotice, loginPage, pageLocale, signInExpiredPage } from './login-page.js';
import {
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  localeOfLogout,
  logoutPage,
  signedOutPage,
} from './logout-page.js';
import { postgresOidcAdapter } from './oidc-postgres-adapter.js';
import type { OidcProvider, OidcProviderModule } from './oidc-provider.types.js';
import type { EmbeddedProviderSecrets } from './oidc-secrets.js';
import type { PasswordResetFlow } from './password-reset/password-reset-flow.js';
import { installPasswordResetRoutes } from './password-reset/password-reset-routes.js';
import type { SignInVerdict } from './throttle/sign-in-limits.js';
import type { SignInThrottle } from './throttle/sign-in-throttle.js';

export interface EmbeddedProviderOptions {
  /** Public base URL of this process, e.g. http://127.0.0.1:3000 (no trailing slash). */
  publicUrl: string;
  clientId: string;
  audience: string;
  db: SqlClient;
  accounts: LocalAccounts;
  /** M5: every password this form checks is counted per account and per client address (shared store). */
  throttle: SignInThrottle;
  /** 'Forgot password?' of the local accounts. */
  passwordReset: PasswordResetFlow;
  secrets: EmbeddedProviderSecrets;
  logger: Logger;
  trustProxy: boolean;
  chatTokenOf(userId: string): string;
}

export const EMBEDDED_PROVIDER_PATH = '/oidc';
const TTL = {
  AccessToken: 7200,
  RefreshToken: 86400,
  IdToken: 3600,
  Grant: 86400,
  Session: 86400,
  Interaction: 600,
};
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/**
 * The identity provider that ships with the app (spec §1): oidc-provider mounted under /oidc with the local
 * accounts and its own small login page. The API signs in through it exactly as through an external provider.
 * Its state and secrets live in PostgreSQL (auth.oidc_payloads, auth.oidc_secrets), so restarts and several API
 * instances behind one PUBLIC_URL keep working.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  install(server: Express): void;
} {
  const issuer = options.publicUrl + EMBEDDED_PROVIDER_PATH;
  const { default: Provider } = requireEsmPackage<OidcProviderModule>('oidc-provider');
  const provider: OidcProvider = new Provider(
    issuer,
    inPackageRealm({
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.secrets.clientSecret,
          redirect_uris: [`${options.publicUrl}/api/auth/callback`],
          post_logout_redirect_uris: [
            `${options.publicUrl}/auth/login`,
            `${options.publicUrl}/en/auth/login`,
          ],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      adapter: postgresOidcAdapter(options.db),
      jwks: { keys: [options.secrets.signingKey] },
      cookies: { keys: [options.secrets.cookieKey] },
      pkce: { required: () => true },
      scopes: SCOPES,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      ttl: TTL,
      findAccount: async (_ctx: unknown, sub: string) =>
        inPackageRealm({
          accountId: sub,
          claims: async () => inPackageRealm(await claimsOf(options.db, sub)),
        }),
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) => `${issuer}/interaction/${interaction.uid}`,
      },
      features: {
        devInteractions: { enabled: false },
        // RP-initiated logout: the app's sign-out ends this provider's session too (logout-page.ts).
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: (
            ctx: { body: unknown; oidc: { params?: Record<string, unknown> } },
            form: string,
          ) => {
            ctx.body = logoutPage(form, localeOfLogout(ctx.oidc.params));
          },
          postLogoutSuccessSource: (ctx: { body: unknown }) => {
            ctx.body = signedOutPage();
          },
        },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => options.audience,
          useGrantedResource: () => true,
          getResourceServerInfo: () =>
            inPackageRealm({
              scope: SCOPES.join(' '),
              audience: options.audience,
              accessTokenTTL: TTL.AccessToken,
              accessTokenFormat: 'jwt',
            }),
        },
      },
      extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) =>
        token.accountId
          ? inPackageRealm({ [CHAT_TOKEN_CLAIM]: options.chatTokenOf(token.accountId) })
          : undefined,
    }),
  );

  // Same trust as the app's: behind a TLS-terminating proxy the provider must see the request as https.
  provider.proxy = options.trustProxy;
  provider.on('server_error', (_ctx: unknown, err: unknown) =>
    options.logger.error({ err }, 'embedded OpenID provider failed'),
  );
  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.secrets.clientSecret,
    audience: options.audience,
    install(server) {
      const form = express.urlencoded({ extended: false, limit: '10kb' });
      server.get(`${EMBEDDED_PROVIDER_PATH}/interaction/:uid`, async (req, res, next) => {
        try {
          const interaction = await provider.interactionDetails(req, res);
          if (interaction.prompt.name === 'login') {
            res
              .type('html')
              .send(loginPage({ uid: interaction.uid, locale: localeOf(req, interaction.params) }));
            return;
          }
          await provider.interactionFinished(
            req,
            res,
            inPackageRealm(await consentOf(provider, interaction)),
            {
              mergeWithLastSubmission: true,
            },
          );
        } catch (error) {
          interactionFailed(error, req, res, next);
        }
      });
      server.post(`${EMBEDDED_PROVIDER_PATH}/interaction/:uid/login`, form, async (req, res, next) => {
        try {
          const interaction = await provider.interactionDetails(req, res);
          const body = (req.body ?? {}) as Record<string, unknown>;
          const email = typeof body.email === 'string' ? body.email.slice(0, 320) : '';
          const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
          const locale = localeOf(req, interaction.params);
          const refuse = (status: number, notice?: LoginNotice) =>
            void res
              .status(status)
              .type('html')
              .send(loginPage({ uid: interaction.uid, locale, email, failed: true, notice }));
          if (!email || !password) return refuse(401);
          const attempt = { email, address: req.ip ?? 'unknown', language: locale };
          const verdict = await options.throttle.begin(attempt);
          if (verdict.kind !== 'allowed') {
            res.setHeader('retry-after', String(retryAfterSeconds(verdict)));
            return refuse(429, noticeOf(verdict));
          }
          const userId = await options.accounts.verify(email, password);
          if (!userId) {
            const after = await options.throttle.failed(attempt);
            return refuse(after.kind === 'allowed' ? 401 : 429, noticeOf(after));
          }
          await options.throttle.succeeded(attempt);
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: userId } },
            {
              mergeWithLastSubmission: false,
            },
          );
        } catch (error) {
          interactionFailed(error, req, res, next);
        }
      });
      installPasswordResetRoutes(server, options.passwordReset, options.logger);
      server.get(LOGOUT_SCRIPT_PATH, (_req, res) => {
        res.type('text/javascript').setHeader('cache-control', 'public, max-age=3600');
        res.send(LOGOUT_SCRIPT);
      });
      server.use(EMBEDDED_PROVIDER_PATH, provider.callback());
    },
  };
}

function retryAfterSeconds(verdict: SignInVerdict): number {
  if (verdict.kind === 'wait') return Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  if (verdict.kind === 'locked') return Math.max(1, Math.ceil((verdict.until - Date.now()) / 1000));
  return 0;
}

/** What the page says about a refused or locking attempt; nothing for a plain wrong password. */
function noticeOf(verdict: SignInVerdict): LoginNotice | undefined {
  if (verdict.kind === 'wait') return { kind: 'wait', seconds: retryAfterSeconds(verdict) };
  if (verdict.kind === 'locked')
    return {
      kind: 'locked',
      minutes: Math.max(1, Math.ceil(retryAfterSeconds(verdict) / 60)),
      scope: verdict.scope ?? 'account',
    };
  return undefined;
}

/**
 * oidc-provider refuses an interaction it does not know (expired, or another browser's) with a 4xx error of its
 * own; that is the user's situation to be told about, not a server failure (500).
 */
function interactionFailed(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  const query = req.query as Record<string, unknown>;
  const locale = pageLocale(
    typeof query['lang'] === 'string' ? query['lang'] : undefined,
    undefined,
    req.headers.cookie,
  );
  res.status(status).type('html').send(signInExpiredPage(locale));
}

/** The app is the provider's only client and first-party: what it asks for is granted without a consent page. */
async function consentOf(
  provider: OidcProvider,
  interaction: Awaited<ReturnType<OidcProvider['interactionDetails']>>,
): Promise<Record<string, unknown>> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('consent without a signed-in account');
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(resource, scopes.join(' '));
  return { consent: { grantId: await grant.save() } };
}

function localeOf(req: Request, params: Record<string, unknown>) {
  return pageLocale(
    typeof req.query.lang === 'string' ? req.query.lang : undefined,
    typeof params.ui_locales === 'string' ? params.ui_locales : undefined,
    req.headers.cookie,
  );
}

async function claimsOf(db: SqlClient, userId: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ email: string; first_name: string | null; last_name: string | null }>(
    `select u.email, u.first_name, u.last_name from read.users u where u.user_id = $1
     union all select a.email, null, null from auth.local_accounts a where a.user_id = $1
     limit 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return { sub: userId };
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    sub: userId,
    email: row.email,
    email_verified: true,
    ...(name ? { name, given_name: row.first_name, family_name: row.last_name } : {}),
  };
}
