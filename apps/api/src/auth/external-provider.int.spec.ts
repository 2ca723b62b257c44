import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import {
  type ExternalProviderProcess,
  freePort,
  startExternalProvider,
} from '../../../../test/support/external-oidc-provider-process.js';
import type { ExternalAccount } from '../../../../test/support/external-oidc-provider.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DEMO_ORGANIZATION_ID,
  demoAccountOf,
} from '../seed/demo-accounts.js';
import { hashOf } from './session-store.js';
import { forgetSessionsOf } from './session-cache.js';

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_AUDIENCE against a provider that is not ours: a
 * standalone oidc-provider in its own process (test/support/external-oidc-provider.ts) with its own issuer,
 * client, keys, subjects, login and consent pages. The embedded provider is off. A browser's part is played
 * over HTTP: redirects followed, cookies carried, the provider's forms posted.
 */
const CLIENT_ID = 'ghg-ledger-at-example-identity';
const CLIENT_SECRET = 'example-identity-client-secret-7f3a9c';
const AUDIENCE = 'https://api.ghg-ledger.example';
const ACCESS_TOKEN_TTL_SECONDS = 900;

const account = (sub: string, login: string, email: string, emailVerified = true): ExternalAccount => ({
  sub,
  login,
  password: `${login}-Pass-2026!`,
  email,
  emailVerified,
  givenName: 'Example',
  familyName: login,
});
// The provider's subjects are its own: the app can only find these people by their verified e-mail.
const ANNA = account('ext-7001', 'anna', DEMO_ADMIN_EMAIL.toUpperCase());
const STRANGER = account('ext-7002', 'stranger', 'stranger@elsewhere.example');
const UNVERIFIED = account('ext-7003', 'unverified', demoAccountOf('member').email, false);

describe('sign-in through an external OpenID provider (OIDC_* settings)', () => {
  let provider: ExternalProviderProcess | undefined;
  let api: ApiHarness | undefined;
  /** The same app with a client secret the provider does not know. */
  let wrongSecretApi: ApiHarness | undefined;
  let issuer: string;

  beforeAll(async () => {
    issuer = `http://127.0.0.1:${await freePort()}`;
    const env = {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_AUDIENCE: AUDIENCE,
    };
    const oidc = apiConfigFromEnv(env, { webDistDir: null }).oidc!;
    // The API discovers the provider on first use, so both can start before it; it must know their callbacks.
    const started = await Promise.allSettled([
      startApiHarness({ auth: true, config: { oidc } }),
      startApiHarness({ auth: true, config: { oidc: { ...oidc, clientSecret: 'not-the-client-secret' } } }),
    ]);
    [api, wrongSecretApi] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (!api || !wrongSecretApi) throw (failed as PromiseRejectedResult).reason;
    provider = await startExternalProvider({
      port: Number(new URL(issuer).port),
      client: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [api.url, wrongSecretApi.url].map((url) => `${url}/api/auth/callback`),
      },
      audience: AUDIENCE,
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      accounts: [ANNA, STRANGER, UNVERIFIED],
    });
  }, 180_000);

  afterAll(async () => {
    await provider?.stop();
    await Promise.all([api?.close(), wrongSecretApi?.close()]);
  });

  it('signs in, acts as the demo user, refreshes the access token server-side and logs out', async () => {
    const browser = new HttpBrowser(api!.url);
    const start = await browser.fetch('/api/auth/login?returnTo=/auth/signed-in');
    const authorization = new URL(start.headers.get('location')!);
    expect(authorization.origin).toBe(issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      resource: AUDIENCE,
      scope: 'openid profile email offline_access',
      code_challenge_method: 'S256',
    });

    const landed = await signInAtProvider(browser, ANNA, authorization.href);
    expect(landed.path).toBe(`${api!.url}/auth/signed-in`);
    const cookie = browser.cookies.get('ghg_session')!;
    expect(cookie).toMatch(/^[\w-]{43}$/);

    const me = await browser.fetch('/api/users/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      userId: DEMO_ADMIN_ID,
      email: DEMO_ADMIN_EMAIL,
      selectedOrgId: DEMO_ORGANIZATION_ID,
    });
    // The chat identity comes out of the external provider's access token too.
    const session = (await (await browser.fetch('/api/auth/session')).json()) as Record<string, unknown>;
    expect(session).toMatchObject({ userId: DEMO_ADMIN_ID, chatToken: `external-chat:${ANNA.sub}` });

    const idHash = hashOf(cookie);
    const stored = async () =>
      (
        await api!.db.query<{ access_token: string; refresh_token: string | null; access_expires_at: Date }>(
          'select access_token, refresh_token, access_expires_at from auth.sessions where id_hash = $1',
          [idHash],
        )
      ).rows[0]!;
    const before = await stored();
    expect(claimsOf(before.access_token)).toMatchObject({ iss: issuer, aud: AUDIENCE, sub: ANNA.sub });
    expect(before.refresh_token).toBeTruthy();

    await api!.db.query(
      `update auth.sessions set access_expires_at = now() - interval '1 second' where id_hash = $1`,
      [idHash],
    );
    // A session write made here, beside the API: the embedded session cache is told, as the API's own writes do.
    forgetSessionsOf(api!.db, DEMO_ADMIN_ID);
    expect((await browser.fetch('/api/users/me')).status).toBe(200);
    const after = await stored();
    expect(after.access_token).not.toBe(before.access_token);
    expect(claimsOf(after.access_token)).toMatchObject({ iss: issuer, aud: AUDIENCE, sub: ANNA.sub });
    const lifetime = (new Date(after.access_expires_at).getTime() - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 60);

    const logout = await browser.fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'x-ghg-csrf': '1' },
    });
    expect(logout.status).toBe(200);
    browser.cookies.set('ghg_session', cookie);
    const ended = await browser.fetch('/api/users/me');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ message: 'Session expired - log in again' });
  });

  it('a client secret the provider does not know: the code exchange is refused, and no session', async () => {
    const browser = new HttpBrowser(wrongSecretApi!.url);
    const refused = await signInAtProvider(browser, ANNA);
    expect(refused.path.startsWith(`${wrongSecretApi!.url}/api/auth/callback?`)).toBe(true);
    expect(refused.res.status).toBe(400);
    expect(await refused.res.json()).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Sign-in failed - try again',
    });
    expect(browser.cookies.has('ghg_session')).toBe(false);
    expect((await wrongSecretApi!.db.query('select 1 from auth.sessions')).rows).toEqual([]);
  });

  it.each([
    ['a verified e-mail no user here has', STRANGER],
    ['an e-mail the provider has not verified', UNVERIFIED],
  ])('%s: 403 No account for this sign-in, and no session', async (_case, person) => {
    const browser = new HttpBrowser(api!.url);
    const refused = await signInAtProvider(browser, person);
    expect(refused.res.status).toBe(403);
    expect(await refused.res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No account for this sign-in',
    });
    expect(browser.cookies.has('ghg_session')).toBe(false);
  });

  it('the person declines at the provider: refused, and a browser is sent to log in again', async () => {
    const browser = new HttpBrowser(api!.url);
    const consent = await loginAtProvider(browser, ANNA, '/api/auth/login?returnTo=/en/auth/signed-in');
    const decline = formAction(await consent.res.text(), 'decline', consent.path);
    const refused = await post(browser, decline, {}, { accept: 'text/html' });
    expect(refused.path).toBe(`${api!.url}/en/auth/login`);
    expect(browser.cookies.has('ghg_session')).toBe(false);
  });

  /** The provider's login form, then its consent page, then back to the app (wherever that ends). */
  async function signInAtProvider(browser: HttpBrowser, person: ExternalAccount, start?: string) {
    const consent = await loginAtProvider(
      browser,
      person,
      start ?? '/api/auth/login?returnTo=/auth/signed-in',
    );
    return post(browser, formAction(await consent.res.text(), 'consent', consent.path), {});
  }

  async function loginAtProvider(browser: HttpBrowser, person: ExternalAccount, start: string) {
    const login = await browser.follow(start);
    expect(login.path.startsWith(`${issuer}/interaction/`)).toBe(true);
    const action = formAction(await login.res.text(), 'login', login.path);
    const consent = await post(browser, action, { login: person.login, password: person.password });
    expect(consent.res.status).toBe(200);
    return consent;
  }
});

async function post(
  browser: HttpBrowser,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ res: Response; path: string }> {
  const res = await browser.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) return { res, path: url };
  await res.body?.cancel();
  return followWith(browser, new URL(location, url).href, headers);
}

/** HttpBrowser.follow, with request headers (Accept) kept on every hop as a browser would. */
async function followWith(browser: HttpBrowser, start: string, headers: Record<string, string>) {
  let current = start;
  for (let hop = 0; hop < 15; hop++) {
    const res = await browser.fetch(current, { headers });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { res, path: current };
    await res.body?.cancel();
    current = new URL(location, current).href;
  }
  throw new Error('too many redirects');
}

function formAction(html: string, id: string, page: string): string {
  const action = new RegExp(`<form id="${id}" method="post" action="([^"]+)"`).exec(html)?.[1];
  if (!action) throw new Error(`no form #${id} on ${page}: ${html.slice(0, 300)}`);
  return new URL(action, page).href;
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
