import { requireEsmPackage } from './esm-package.js';

type Client = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type Configuration = import('openid-client', { with: { 'resolution-mode': 'import' } }).Configuration;

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

/**
 * The API as an OpenID Connect client (backend for frontend), through openid-client: authorization code with
 * PKCE, state and nonce, and refresh. Discovery happens on first use, so the embedded provider can be
 * discovered from its own process once it listens.
 */
export class OpenIdClient {
  private readonly lib = requireEsmPackage<Client>('openid-client');
  private configuration?: Promise<Configuration>;

  constructor(private readonly settings: OpenIdClientSettings) {}

  get redirectUri(): string {
    return this.settings.redirectUri;
  }

  private config(): Promise<Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this machine (the embedded one in development).
    const local =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    this.configuration ??= this.lib
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        local ? { execute: [this.lib.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(uiLocale: string): Promise<{ url: string; checks: LoginChecks }> {
    const config = await this.config();
    const checks = {
      state: this.lib.randomState(),
      nonce: this.lib.randomNonce(),
      codeVerifier: this.lib.randomPKCECodeVerifier(),
    };
    const url = this.lib.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email offline_access',
      // login: a password every time, so logging out here also means logging out there for the next person;
      // consent: the provider keeps offline_access (refresh tokens) only when consent is part of the prompt.
      prompt: 'login consent',
      resource: this.settings.audience,
      ui_locales: uiLocale,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await this.lib.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  async finishLogin(callbackUrl: URL, checks: LoginChecks): Promise<TokenSet> {
    const config = await this.config();
    const tokens = await this.lib.authorizationCodeGrant(
      config,
      callbackUrl,
      {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      },
      { resource: this.settings.audience },
    );
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token,
      expiresInSeconds: tokens.expiresIn() ?? 300,
      claims: tokens.claims() as Record<string, unknown> | undefined,
    };
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    const config = await this.config();
    const tokens = await this.lib.refreshTokenGrant(config, refreshToken, {
      resource: this.settings.audience,
    });
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? refreshToken,
      idToken: tokens.id_token,
      expiresInSeconds: tokens.expiresIn() ?? 300,
    };
  }
}
