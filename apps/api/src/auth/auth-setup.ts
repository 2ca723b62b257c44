import type { Db } from '@ghg/database';
import type { EventStore } from '@ghg/event-store';
import type { ApiConfig } from '../config/api-config.js';
import type { Logger } from '../config/logger.js';
import type { RouteSink } from '../shared/route-sink.js';
import { installAuthRoutes } from './auth-routes.js';
import { chatTokenFor } from './chat-token.js';
import { createEmbeddedProvider } from './embedded-provider.js';
import type { LocalAccounts } from './local-accounts.js';
import { loadOrCreateSecrets } from './oidc-secrets.js';
import { OpenIdClient } from './openid-client.js';
import { SessionActorResolver } from './session-actor-resolver.js';
import { SessionStore } from './session-store.js';
import { createSignInThrottle } from './throttle/create-sign-in-throttle.js';
import { PasswordResetFlow } from './password-reset/password-reset-flow.js';
import { PasswordResetTokens } from './password-reset/reset-token.js';

export interface AuthSetup {
  actors: SessionActorResolver;
  /** Origins the sign-in form may post to (CSP form-action), besides our own. */
  formActions: string[];
  /** Adds /api/auth and, without OIDC_ISSUER, the embedded provider under /oidc to the app's routes. */
  install(sink: RouteSink): void;
}

/**
 * Sign-in wiring: an external OpenID provider when OIDC_ISSUER is set, otherwise the embedded one mounted in
 * this process with the local accounts. Either way the API is the client (passport with openid-client's
 * strategy, see sign-in-strategy.ts) and sessions live in the database.
 */
export async function createAuth(
  db: Db,
  config: ApiConfig,
  logger: Logger,
  accounts: LocalAccounts,
  store: EventStore,
): Promise<AuthSetup> {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  const secrets = config.oidc ? null : await loadOrCreateSecrets(db);
  // Expired provider artifacts are only ever skipped when read; clear them once per start.
  if (secrets) await db.query('delete from auth.oidc_payloads where expires_at < now()');
  const embedded = !secrets
    ? null
    : createEmbeddedProvider({
        publicUrl: config.publicUrl,
        clientId: 'ghg-ledger-web',
        secrets,
        logger,
        trustProxy: config.trustProxy !== null,
        audience: `${config.publicUrl}/api`,
        db,
        accounts,
        throttle: createSignInThrottle(db, store, config.signInLimits, logger),
        passwordReset: new PasswordResetFlow(
          db,
          store,
          async () => new PasswordResetTokens(secrets.cookieKey),
          config.passwordResetTtlMs,
        ),
        chatTokenOf: (userId: string) => chatTokenFor(secrets.chatSecret, userId),
      });
  const client = new OpenIdClient(
    config.oidc
      ? { ...config.oidc, redirectUri }
      : {
          issuer: embedded!.issuer,
          clientId: embedded!.clientId,
          clientSecret: embedded!.clientSecret,
          audience: embedded!.audience,
          redirectUri,
        },
  );
  const sessions = new SessionStore(db);
  const actors = new SessionActorResolver(sessions, client, config.sessionCookieName, logger);
  const secureCookies = config.publicUrl.startsWith('https:');
  return {
    actors,
    formActions: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
    install(sink) {
      installAuthRoutes(sink, {
        db,
        client,
        sessions,
        resolver: actors,
        cookieName: config.sessionCookieName,
        secureCookies,
        logger,
      });
      embedded?.install(sink);
    },
  };
}
