/**
 * A standalone OpenID provider for the test of sign-in against an external provider: its own process, port,
 * issuer, registered client, accounts, keys (ES256), login page and consent page. Nothing of the app's embedded
 * provider (apps/api/src/auth) is used, only the library, as a third-party provider would run it. State is in
 * the library's memory adapter and dies with the process.
 *
 * Run: `node --import tsx test/support/external-oidc-provider.ts '<ExternalProviderSettings as JSON>'`.
 * Prints `{"listening":"<issuer>"}` on stdout once it accepts connections. SIGTERM stops it, and so does its
 * stdin closing (the parent gone).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

export interface ExternalAccount {
  /** The provider's own subject: not a user id of the app, which must find the person by verified e-mail. */
  sub: string;
  login: string;
  password: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface ExternalProviderSettings {
  port: number;
  client: { clientId: string; clientSecret: string; redirectUris: string[] };
  /** The API's resource indicator: access tokens are JWTs issued for it. */
  audience: string;
  accessTokenTtlSeconds: number;
  accounts: ExternalAccount[];
}

/** The access-token claim the app reads the chat identity from (apps/api/src/auth/chat-token.ts). */
const CHAT_CLAIM = 'chat_token';

interface Interaction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

/** The part of oidc-provider (ESM, untyped) this script uses. */
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}

type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;

export function createExternalProvider(settings: ExternalProviderSettings): {
  issuer: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
} {
  const issuer = `http://127.0.0.1:${settings.port}`;
  const { default: OidcProvider } = createRequire(__filename)('oidc-provider') as { default: ProviderClass };
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig', kid: 'external-1' };
  const accountOf = (sub: string) => settings.accounts.find((account) => account.sub === sub);

  const provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: settings.client.clientId,
        client_secret: settings.client.clientSecret,
        redirect_uris: settings.client.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    // Only HTTP Basic, as some providers do: a client posting its secret in the body is refused.
    clientAuthMethods: ['client_secret_basic'],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      IdToken: 3600,
      RefreshToken: 86400,
      Grant: 86400,
      Session: 3600,
      Interaction: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accountOf(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== settings.audience) throw new Error(`unknown resource ${resource}`);
          return {
            scope: 'openid profile email offline_access',
            audience: settings.audience,
            accessTokenTTL: settings.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) =>
      token.accountId ? { [CHAT_CLAIM]: `external-chat:${token.accountId}` } : undefined,
  });
  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      page(res, 200, details.prompt.name === 'login' ? loginForm(details.uid) : consentForm(details));
      return;
    }
    const form = new URLSearchParams(await bodyOf(req));
    if (action === 'login') {
      const account = settings.accounts.find(
        (candidate) => candidate.login === form.get('login') && candidate.password === form.get('password'),
      );
      if (!account) return page(res, 401, loginForm(details.uid, 'Unknown login or wrong password.'));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'confirm') {
      const grantId = await grantFor(provider, details);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person declined.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    page(res, 404, '<p>Not found</p>');
  }

  return {
    issuer,
    handle(req, res) {
      const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(
        new URL(req.url ?? '/', issuer).pathname,
      );
      if (!match) return oidc(req, res);
      interaction(req, res, match[2]).catch((error: unknown) => {
        process.stderr.write(`interaction failed: ${String(error)}\n`);
        if (!res.headersSent) page(res, 400, '<p>This sign-in cannot go on.</p>');
      });
    },
  };
}

/** Grants exactly what the authorization request still misses (scopes, claims, the API resource). */
async function grantFor(provider: Provider, details: Interaction): Promise<string> {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('consent before login');
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(resource, scopes.join(' '));
  return grant.save();
}

function loginForm(uid: string, error?: string): string {
  return `<h1>Example Identity</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form id="login" method="post" action="/interaction/${uid}/login">
<label>Login <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Continue</button></form>`;
}

function consentForm(details: Interaction): string {
  const scopes = String(details.params.scope ?? '').replace(/[^\w ]/g, '');
  return `<h1>Example Identity</h1><p>The application asks for: ${scopes}</p>
<form id="consent" method="post" action="/interaction/${details.uid}/confirm"><button>Allow</button></form>
<form id="decline" method="post" action="/interaction/${details.uid}/abort"><button>Decline</button></form>`;
}

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><title>Example Identity</title><body>${body}</body></html>`);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 10_000) throw new Error('form too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function main(): void {
  const settings = JSON.parse(process.argv[2] ?? '') as ExternalProviderSettings;
  const provider = createExternalProvider(settings);
  const server = createServer((req, res) => provider.handle(req, res));
  server.listen(settings.port, '127.0.0.1', () =>
    process.stdout.write(`${JSON.stringify({ listening: provider.issuer })}\n`),
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  // The parent holds our stdin: when it goes away without stopping us (a crashed test run), so do we.
  process.stdin.once('end', stop).resume();
  server.on('error', (error) => {
    process.stderr.write(`external provider cannot listen: ${String(error)}\n`);
    process.exit(1);
  });
}

if (require.main === module) main();
