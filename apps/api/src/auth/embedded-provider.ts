import type { SqlClient } from '@ghg/database';
import { CHAT_TOKEN_CLAIM } from './chat-token.js';
import { inPackageRealm, requireEsmPackage } from './esm-package.js';
import type { Logger } from '../config/logger.js';
import { sendBody } from '../shared/http-kit.js';
import type { RouteSink } from '../shared/route-sink.js';
import { installInteractionRoutes } from './interaction-routes.js';
import type { LocalAccounts } from './local-accounts.js';
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
  install(sink: RouteSink): void;
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
    install(sink) {
      installInteractionRoutes(sink, `${EMBEDDED_PROVIDER_PATH}/interaction`, provider, options);
      installPasswordResetRoutes(sink, options.passwordReset, options.logger);
      sink.route('GET', LOGOUT_SCRIPT_PATH, async (_req, res) => {
        res.setHeader('cache-control', 'public, max-age=3600');
        sendBody(res, 200, { 'content-type': 'text/javascript; charset=utf-8' }, LOGOUT_SCRIPT);
      });
      // Last: the provider's own endpoints (discovery, keys, authorization, token, …) take the rest of /oidc.
      sink.mount(EMBEDDED_PROVIDER_PATH, provider.callback());
    },
  };
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
