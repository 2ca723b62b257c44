import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { loadOrCreateSecrets } from './oidc-secrets.js';
import { hashOf } from './session-store.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DEMO_ORGANIZATION_ID,
  demoAccountOf,
} from '../seed/demo-accounts.js';

const PASSWORD = 'Test-Password-123!';
const ME = '{ me { userId email organizationId } }';

/** The whole sign-in as the demo administrator (see HttpBrowser.signIn). */
const signIn = (browser: HttpBrowser, password = PASSWORD, returnTo = '/auth/signed-in') =>
  browser.signIn(DEMO_ADMIN_EMAIL, password, returnTo);

describe('sign-in through the embedded OpenID provider', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
  });
  afterAll(async () => {
    await api.close();
  });

  it('login → provider → callback sets a session cookie; GraphQL me works; logout ends it', async () => {
    const browser = new HttpBrowser(api.url);
    const page = await browser.follow('/api/auth/login?returnTo=/auth/signed-in');
    const html = await page.res.text();
    expect(page.path).toContain('/oidc/interaction/');
    expect(html).toContain('lang="pl"');
    expect(html).toContain('Zaloguj się');

    const fresh = new HttpBrowser(api.url);
    const result = await signIn(fresh);
    expect(result.landed?.path).toBe(`${api.url}/auth/signed-in`);
    const cookieName = 'ghg_session';
    expect(fresh.cookies.get(cookieName)).toMatch(/^[\w-]{43}$/);

    const me = await fresh.graphql(ME);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      data: { me: { userId: DEMO_ADMIN_ID, email: DEMO_ADMIN_EMAIL, organizationId: DEMO_ORGANIZATION_ID } },
    });

    const session = await fresh.fetch('/api/auth/session');
    const sessionBody = (await session.json()) as Record<string, unknown>;
    expect(sessionBody).toMatchObject({ userId: DEMO_ADMIN_ID, organizationId: DEMO_ORGANIZATION_ID });
    expect(sessionBody.chatToken).toMatch(new RegExp(`^${DEMO_ADMIN_ID}\\.`));

    const stored = await api.db.query<Record<string, unknown>>('select * from auth.sessions');
    expect(JSON.stringify(stored.rows)).not.toContain(fresh.cookies.get(cookieName));

    const stolen = fresh.cookies.get(cookieName)!;
    const logout = await fresh.fetch('/api/auth/logout', { method: 'POST', headers: { 'x-ghg-csrf': '1' } });
    expect(logout.status).toBe(200);
    // RP-initiated logout: the embedded provider's end-session address, with the ID token as hint.
    const { endSessionUrl } = (await logout.json()) as { endSessionUrl: string };
    const end = new URL(endSessionUrl);
    expect(end.pathname).toBe('/oidc/session/end');
    expect(end.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toMatch(/\/auth\/login$/);
    expect(fresh.cookies.has(cookieName)).toBe(false);
    // The old cookie value is dead on the server too, not only forgotten by the browser.
    fresh.cookies.set(cookieName, stolen);
    const after = await fresh.graphql(ME);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Session expired - log in again' });
  });

  it('every seeded demo person signs in with the demo password and acts with the role read.memberships gives', async () => {
    for (const role of ['member', 'auditor', 'provider-staff', 'provider-supervisor'] as const) {
      const account = demoAccountOf(role);
      const browser = new HttpBrowser(api.url);
      await browser.signIn(account.email, PASSWORD, '/auth/signed-in');
      const me = await browser.graphql('{ me { userId organizationId role } }');
      expect(me.body).toMatchObject({
        data: { me: { userId: account.userId, organizationId: DEMO_ORGANIZATION_ID, role } },
      });
    }
    const auditor = new HttpBrowser(api.url);
    await auditor.signIn(demoAccountOf('auditor').email, PASSWORD, '/auth/signed-in');
    const head = await api.store.headPosition();
    const refused = await auditor.graphql(
      `mutation { answerCommand(questionId: "vehicles", command: { type: "AnswerInitialQuestion", answer: "yes" },
        expectedRevision: -1) { changed } }`,
    );
    expect(refused.status).toBe(403);
    expect(await api.store.headPosition()).toBe(head);
  });

  it('passport sends PKCE S256, state, nonce, the scopes and the audience; the pending login stays server-side', async () => {
    const res = await fetch(`${api.url}/api/auth/login?returnTo=/en/x`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const authorization = new URL(res.headers.get('location')!);
    expect(authorization.href.startsWith(`${api.url}/oidc/`)).toBe(true);
    const params = Object.fromEntries(authorization.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'ghg-ledger-web',
      redirect_uri: `${api.url}/api/auth/callback`,
      scope: 'openid profile email offline_access',
      resource: `${api.url}/api`,
      code_challenge_method: 'S256',
      prompt: 'login consent',
      ui_locales: 'en',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    // The browser holds a reference only; state, nonce and the PKCE verifier are in auth.login_attempts.
    const reference = /ghg_login=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))![1]!;
    expect(reference).not.toContain(params.state);
    const { rows } = await api.db.query<{ state: string; nonce: string; return_to: string; ttl: number }>(
      `select state, nonce, return_to, extract(epoch from expires_at - now())::int as ttl
       from auth.login_attempts where id_hash = $1`,
      [hashOf(decodeURIComponent(reference))],
    );
    expect(rows).toEqual([
      { state: params.state, nonce: params.nonce, return_to: '/en/x', ttl: expect.any(Number) },
    ]);
    expect(rows[0]!.ttl).toBeGreaterThan(590);
    expect(rows[0]!.ttl).toBeLessThanOrEqual(600);
  });

  it('the cookie is httpOnly and SameSite=Lax, not Secure on localhost', async () => {
    const browser = new HttpBrowser(api.url);
    const page = await browser.follow('/api/auth/login?returnTo=/');
    await page.res.body?.cancel();
    const res = await fetch(`${api.url}/api/auth/login?returnTo=/`, { redirect: 'manual' });
    const line = res.headers.getSetCookie().find((l) => l.startsWith('ghg_login='))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/Secure/);
  });

  it('signing in again gives a new session id and ends the one the browser had', async () => {
    const browser = new HttpBrowser(api.url);
    await signIn(browser);
    const first = browser.cookies.get('ghg_session')!;
    await signIn(browser);
    const second = browser.cookies.get('ghg_session')!;
    expect(second).not.toBe(first);
    const { rows } = await api.db.query('select 1 from auth.sessions where id_hash = $1', [hashOf(first)]);
    expect(rows).toEqual([]);
    expect((await browser.graphql(ME)).status).toBe(200);
  });

  it('a wrong password shows the form again with an error, and no session', async () => {
    const browser = new HttpBrowser(api.url);
    const result = await signIn(browser, 'wrong-password');
    expect(result.status).toBe(401);
    expect(result.html).toContain('Nieprawidłowy e-mail lub hasło');
    expect(browser.cookies.has('ghg_session')).toBe(false);
  });

  it('English login page when returning to /en', async () => {
    const browser = new HttpBrowser(api.url);
    const page = await browser.follow('/api/auth/login?returnTo=/en/auth/signed-in');
    const html = await page.res.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain('Log in');
  });

  it('without a cookie, or with an unknown or tampered one: 401 Session expired', async () => {
    for (const cookie of [undefined, 'ghg_session=not-a-session', `ghg_session=${'A'.repeat(43)}`]) {
      const res = await api.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: ME }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Session expired - log in again',
      });
    }
  });

  describe('M1 open redirect', () => {
    it.each([['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example']])(
      'returnTo %p to another origin starts the sign-in and goes home',
      async (returnTo) => {
        const res = await api.request(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`, {
          redirect: 'manual',
        });
        expect(res.status).toBe(302);
        expect(new URL(res.headers.get('location')!, api.url).pathname).toMatch(/^\/oidc\//);
      },
    );

    it.each([['/.//evil.example'], ['/%2e%2e//evil']])(
      'returnTo %p, another host once normalised, lands on this site’s home page after sign-in',
      async (returnTo) => {
        const browser = new HttpBrowser(api.url);
        const page = await browser.follow(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
        const html = await page.res.text();
        const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
        const posted = await browser.fetch(new URL(action, page.path).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: DEMO_ADMIN_EMAIL, password: PASSWORD }).toString(),
        });
        let location = new URL(posted.headers.get('location')!, page.path).href;
        while (!location.includes('/api/auth/callback')) {
          const res = await browser.fetch(location);
          location = new URL(res.headers.get('location')!, location).href;
        }
        const callback = await browser.fetch(location);
        expect(callback.status).toBe(302);
        expect(callback.headers.get('location')).toBe('/');
      },
    );
  });

  it('a callback without its login attempt is refused; a browser is sent to log in again', async () => {
    const res = await api.request('/api/auth/callback?code=x&state=y', { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'LOGIN_EXPIRED' });
    const page = await api.request('/api/auth/callback?code=x&state=y', {
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', cookie: 'locale=en' },
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/en/auth/login');
  });

  it('a replayed callback (same code, state and login cookie again) does not make a second session', async () => {
    const browser = new HttpBrowser(api.url);
    const page = await browser.follow('/api/auth/login?returnTo=/');
    const html = await page.res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const posted = await browser.fetch(new URL(action, page.path).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO_ADMIN_EMAIL, password: PASSWORD }).toString(),
    });
    // Walk the provider's redirects up to the callback URL, then use it twice.
    let location = new URL(posted.headers.get('location')!, page.path).href;
    while (!location.includes('/api/auth/callback')) {
      const res = await browser.fetch(location);
      location = new URL(res.headers.get('location')!, location).href;
    }
    const loginCookie = browser.cookies.get('ghg_login')!;
    expect((await browser.fetch(location)).status).toBe(302);
    expect(browser.cookies.has('ghg_session')).toBe(true);
    browser.cookies.set('ghg_login', loginCookie);
    browser.cookies.delete('ghg_session');
    const replay = await browser.fetch(location);
    expect(replay.status).toBe(400);
    expect(browser.cookies.has('ghg_session')).toBe(false);
  });

  it('an expired access token is renewed with the refresh token, server-side', async () => {
    const browser = new HttpBrowser(api.url);
    await signIn(browser);
    const idHash = hashOf(browser.cookies.get('ghg_session')!);
    const read = () =>
      api.db.query<{ access_token: string; refresh_token: string; access_expires_at: Date }>(
        'select access_token, refresh_token, access_expires_at from auth.sessions where id_hash = $1',
        [idHash],
      );
    const before = (await read()).rows[0]!;
    await api.db.query(
      `update auth.sessions set access_expires_at = now() - interval '1 second' where id_hash = $1`,
      [idHash],
    );
    const me = await browser.graphql(ME);
    expect(me.status).toBe(200);
    const after = (await read()).rows[0]!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(new Date(after.access_expires_at).getTime()).toBeGreaterThan(Date.now() + 7000 * 1000);
  });

  it('the provider keeps its state and secrets in the database, shared by restarts and instances', async () => {
    const browser = new HttpBrowser(api.url);
    await signIn(browser);
    const { rows } = await api.db.query<{ model: string }>('select distinct model from auth.oidc_payloads');
    expect(rows.map((r) => r.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    const first = await loadOrCreateSecrets(api.db);
    const again = await loadOrCreateSecrets(api.db);
    expect(again).toEqual(first);
    expect(first.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });
});
