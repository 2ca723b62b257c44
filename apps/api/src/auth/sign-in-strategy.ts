import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { requireEsmPackage } from './esm-package.js';
import { type OpenIdClient, type TokenSet, tokenSetOf } from './openid-client.js';
import { PENDING_LOGIN_KEY } from './pending-login.js';

type ClientModule = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type StrategyModule = typeof import('openid-client/passport', { with: { 'resolution-mode': 'import' } });
type AuthenticateOptions = import('openid-client/passport', {
  with: { 'resolution-mode': 'import' },
}).AuthenticateOptions;

type PassportStrategy = passport.StrategyCreated<
  InstanceType<StrategyModule['Strategy']>,
  InstanceType<StrategyModule['Strategy']> & passport.StrategyCreatedStatic
>;

/**
 * The request the strategy runs on: Node's own, with the `session` the sign-in route puts there (a
 * PendingLoginSession). openid-client declares Express's request, but with `currentUrl` overridden below its
 * strategy reads only Node's fields (`method`, `headersDistinct`) and `session`.
 */
type SignInRequest = IncomingMessage & { session?: { save?: () => Promise<void> } };
/** openid-client's declared request type (Express's), to hand ours to its base methods. */
type StrategyRequest = Parameters<InstanceType<StrategyModule['Strategy']>['currentUrl']>[0];

export const SIGN_IN_STRATEGY = 'openid-connect';
export const SIGN_IN_SCOPE = 'openid profile email offline_access';

export interface SignInAuthenticateOptions extends AuthenticateOptions {
  /** `login` sends the browser to the provider; `callback` exchanges the code it brought back. */
  phase: 'login' | 'callback';
  /** The language the provider's pages should speak (ui_locales). */
  uiLocales?: string;
}

/** What passport hands the route after a callback: the person found, and the tokens (kept server-side). */
export interface SignedIn<Person> {
  person: Person;
  tokens: TokenSet;
}

/** The failure passport reports when the provider vouched for someone who has no account here. */
export const NO_ACCOUNT = { code: 'FORBIDDEN', message: 'No account for this sign-in' } as const;

/**
 * Sign-in through passport with openid-client's own strategy (openid-client/passport), on the client's
 * discovered configuration: authorization code with PKCE S256, and always state and nonce too (the strategy
 * would leave both out with a PKCE provider; the nonce also makes the ID token required). The strategy keeps
 * its pending request in `req.session`, which is a PendingLoginSession (auth.login_attempts), not
 * express-session; passport's own session serialisation is not used: our session is auth.sessions.
 * The strategy is made on first use, because the embedded provider can only be discovered once it listens.
 */
export class SignInPassport<Person> {
  private ready?: Promise<passport.Authenticator>;

  constructor(
    private readonly client: OpenIdClient,
    /** Who the verified ID token claims are here; null refuses the sign-in (NO_ACCOUNT). */
    private readonly personOf: (claims: Record<string, unknown>) => Promise<Person | null>,
  ) {}

  authenticator(): Promise<passport.Authenticator> {
    this.ready ??= this.create().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async create(): Promise<passport.Authenticator> {
    const config = await this.client.configuration();
    const { audience, redirectUri } = this.client.settings;
    const SignInStrategy = signInStrategyClass(
      requireEsmPackage<StrategyModule>('openid-client/passport'),
      requireEsmPackage<ClientModule>('openid-client'),
      audience,
      redirectUri,
    );
    const strategy = new SignInStrategy(
      {
        config,
        name: SIGN_IN_STRATEGY,
        sessionKey: PENDING_LOGIN_KEY,
        callbackURL: redirectUri,
        scope: SIGN_IN_SCOPE,
        resource: audience,
      },
      (tokens, verified) =>
        void (async () => {
          const claims = tokens.claims() as Record<string, unknown> | undefined;
          if (!claims) throw new Error('the provider answered the code without an ID token');
          const person = await this.personOf(claims);
          if (!person) return verified(null, false, NO_ACCOUNT);
          const signedIn: SignedIn<Person> = { person, tokens: tokenSetOf(tokens) };
          verified(null, signedIn);
        })().catch((error: unknown) => verified(error)),
    );
    // A private Authenticator: nothing global, no passport.initialize(), no serializeUser.
    const authenticator = new passport.Passport();
    authenticator.use(SIGN_IN_STRATEGY, strategy);
    return authenticator;
  }
}

function signInStrategyClass(
  module: StrategyModule,
  client: ClientModule,
  audience: string,
  redirectUri: string,
) {
  return class SignInStrategy extends module.Strategy {
    override authorizationRequestParams<T extends AuthenticateOptions>(req: SignInRequest, options: T) {
      const params = new URLSearchParams(super.authorizationRequestParams(req as StrategyRequest, options));
      params.set('state', client.randomState());
      params.set('nonce', client.randomNonce());
      // login: a password every time, so logging out here also means logging out there for the next person;
      // consent: the provider keeps offline_access (refresh tokens) only when consent is part of the prompt.
      params.set('prompt', 'login consent');
      const { uiLocales } = options as unknown as Partial<SignInAuthenticateOptions>;
      if (uiLocales) params.set('ui_locales', uiLocales);
      return params;
    }

    /** The audience is asked for in the code exchange too, so the access token is issued for it. */
    override authorizationCodeGrantParameters<T extends AuthenticateOptions>(req: SignInRequest, options: T) {
      const params = new URLSearchParams(
        super.authorizationCodeGrantParameters(req as StrategyRequest, options),
      );
      if (!params.has('resource')) params.set('resource', audience);
      return params;
    }

    /**
     * The pending request must be stored before the browser leaves for the provider, and that store is
     * asynchronous: the redirect waits for the session's save(), as one does with express-session's store.
     */
    override authenticate<T extends AuthenticateOptions>(
      this: PassportStrategy,
      req: SignInRequest,
      options: T,
    ) {
      const redirect = this.redirect.bind(this);
      const session = req.session;
      this.redirect = (url, status) =>
        void Promise.resolve(session?.save?.()).then(
          () => redirect(url, status),
          (error: unknown) => this.error(error as Error),
        );
      super.authenticate(req as StrategyRequest, options);
    }

    /** Each route says which half of the flow it is; a stray `code` on /login starts nothing else. */
    override shouldInitiateAuthRequest<T extends AuthenticateOptions>(
      _req: SignInRequest,
      _url: URL,
      options: T,
    ) {
      return (options as unknown as Partial<SignInAuthenticateOptions>).phase === 'login';
    }

    /**
     * openid-client's own builds the URL from Express's `protocol`, `app.get('trust proxy fn')`, `get('host')` and
     * `originalUrl`, none of which Node's request has. Only the callback uses it, and only its query (the code
     * exchange puts that on callbackURL, our redirect URI): the redirect URI with the request's query is the URL
     * the provider sent the browser to, as openid-client's built it (on /login nothing reads it).
     */
    override currentUrl(req: SignInRequest): URL {
      const url = new URL(redirectUri);
      url.search = new URL(req.url ?? '/', url).search;
      return url;
    }
  };
}
