import { requireEsmPackage } from './esm-package.js';

type Client = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
export type Configuration = import('openid-client', { with: { 'resolution-mode': 'import' } }).Configuration;
type TokenResponse = import('openid-client', {
  with: { 'resolution-mode': 'import' },
}).TokenEndpointResponse &
  import('openid-client', { with: { 'resolution-mode': 'import' } }).TokenEndpointResponseHelpers;

export interface OpenIdClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  redirectUri: string;
}

/** What a login attempt must remember between /api/auth/login and the callback. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  expiresInSeconds: number;
  /** Verified ID token claims (sub, email, …) of a code exchange; absent after a refresh. */
  claims?: Record<string, unknown>;
}

/** The token endpoint's answer as the sessions keep it (the tokens stay on the server). */
export function tokenSetOf(tokens: TokenResponse, previousRefreshToken?: string): TokenSet {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? previousRefreshToken,
    idToken: tokens.id_token,
    expiresInSeconds: tokens.expiresIn() ?? 300,
    claims: tokens.claims() as Record<string, unknown> | undefined,
  };
}

/**
 * The API as an OpenID Connect client (backend for frontend), through openid-client. The sign-in itself runs
 * through passport with openid-client's strategy (sign-in-strategy.ts) on this client's configuration; the
 * refresh of an expired access token happens here. Discovery happens on first use, so the embedded provider
 * can be discovered from its own process once it listens.
 */
export class OpenIdClient {
  private readonly lib = requireEsmPackage<Client>('openid-client');
  private discovered?: Promise<Configuration>;

  constructor(readonly settings: OpenIdClientSettings) {}

  configuration(): Promise<Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this machine (the embedded one in development, the tests' external one).
    const local =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    this.discovered ??= this.lib
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        // HTTP Basic is the client authentication every OAuth server must support (RFC 6749 §2.3.1);
        // openid-client would otherwise post the secret in the body, which some providers refuse.
        this.lib.ClientSecretBasic(this.settings.clientSecret),
        local ? { execute: [this.lib.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /**
   * RP-initiated logout: the provider's end-session address that ends its own session too and sends the browser
   * back to `postLogoutRedirectUri`; null when the provider names no end-session endpoint.
   */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    const configuration = await this.configuration();
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    const parameters: Record<string, string> = {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: postLogoutRedirectUri,
    };
    if (idToken) parameters.id_token_hint = idToken;
    return this.lib.buildEndSessionUrl(configuration, parameters).href;
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    const tokens = await this.lib.refreshTokenGrant(await this.configuration(), refreshToken, {
      resource: this.settings.audience,
    });
    // A refresh brings no verified ID token claims worth keeping (who it is was settled at sign-in).
    return { ...tokenSetOf(tokens, refreshToken), claims: undefined };
  }
}
