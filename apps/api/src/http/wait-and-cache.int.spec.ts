import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { DEMO_ADMIN_EMAIL, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const ME = JSON.stringify({ query: '{ me { userId } }' });

describe('L4 the read-your-writes wait and Cache-Control', () => {
  let api: ApiHarness;
  let cookie: string;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'ghg-l4-dist-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>web app</title>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'entry-abc123.js'), 'export const x = 1;\n');
    api = await startApiHarness({ auth: true, config: { webDistDir } });
    const browser = new HttpBrowser(api.url);
    const signedIn = await browser.signIn(
      DEMO_ADMIN_EMAIL,
      apiConfigFromEnv({}, { webDistDir: null }).demoPassword,
    );
    if (!signedIn.landed) throw new Error('the demo administrator could not sign in');
    cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Then the projector stands still and a write puts the head past it: every wait below would run to its
    // bound if it were honoured.
    await api.projector.stop();
    const saved = await api.request(`/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        industry: 'BANKING',
        country: 'PL',
        peopleAmount: 'SMALL_COMPANY',
        annualRevenue: 'LESS_THAN_500K',
      }),
    });
    if (saved.status !== 200) throw new Error(`the write failed: ${saved.status} ${await saved.text()}`);
  });
  afterAll(async () => {
    await api.close();
  });

  const timed = async (path: string, init: RequestInit) => {
    const started = Date.now();
    const res = await api.request(path, init);
    await res.text();
    return { res, ms: Date.now() - started };
  };

  describe('L4 an unauthenticated x-wait-for-position holds nothing', () => {
    it.each([
      ['GraphQL without a session', '/graphql'],
      ['REST without a session', `/api/organizations/${DEMO_ORGANIZATION_ID}`],
      ['a public route (magic link)', '/api/magic/00000000-0000-4000-8000-000000000000'],
      ['the session route', '/api/auth/session'],
    ])('%s answers at once, without waiting', async (_what, path) => {
      const head = await api.store.headPosition();
      const init: RequestInit =
        path === '/graphql'
          ? {
              method: 'POST',
              body: ME,
              headers: { 'content-type': 'application/json', 'x-wait-for-position': String(head) },
            }
          : { headers: { 'x-wait-for-position': String(head) } };
      const { res, ms } = await timed(path, init);
      expect(res.headers.get('x-projections-waited-ms')).toBeNull();
      expect(ms).toBeLessThan(1500);
    });
  });

  it('a signed-in request still waits, bounded by READ_YOUR_WRITES_TIMEOUT_MS', async () => {
    const head = await api.store.headPosition();
    const { res, ms } = await timed(`/api/organizations/${DEMO_ORGANIZATION_ID}`, {
      headers: { cookie, 'x-wait-for-position': String(head) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-projections-caught-up')).toBe('false');
    expect(ms).toBeGreaterThanOrEqual(1900);
  });

  it('a position no command has returned yet (past the head) is not waited for', async () => {
    const past = (await api.store.headPosition()) + 1000n;
    const { res, ms } = await timed(`/api/organizations/${DEMO_ORGANIZATION_ID}`, {
      headers: { cookie, 'x-wait-for-position': String(past) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-projections-caught-up')).toBe('false');
    expect(ms).toBeLessThan(1500);
  });

  it('the timeout is capped: a configuration above the cap stops the start', () => {
    expect(() => apiConfigFromEnv({ READ_YOUR_WRITES_TIMEOUT_MS: '60000' }, { webDistDir: null })).toThrow(
      /READ_YOUR_WRITES_TIMEOUT_MS/,
    );
    expect(
      apiConfigFromEnv({ READ_YOUR_WRITES_TIMEOUT_MS: '10000' }, { webDistDir: null })
        .readYourWritesTimeoutMs,
    ).toBe(10_000);
  });

  describe('L4 API answers carry Cache-Control: no-store', () => {
    it.each([
      ['REST, signed in', `/api/organizations/${DEMO_ORGANIZATION_ID}`, true, 200],
      ['REST without a session (401)', `/api/organizations/${DEMO_ORGANIZATION_ID}`, false, 401],
      ['an unknown API route (404)', '/api/nothing-here', true, 404],
      ['articles', '/api/articles?lang=en', true, 200],
      [
        'a dashboard read (data quality)',
        `/api/organizations/${DEMO_ORGANIZATION_ID}/data-quality`,
        true,
        200,
      ],
      ['the session route', '/api/auth/session', true, 200],
      ['the sign-in start', '/api/auth/login?returnTo=/', false, 302],
      ['a public magic-link lookup', '/api/magic/00000000-0000-4000-8000-000000000000', false, 200],
      ['the provider’s sign-in page', '/oidc/interaction/unknown', false, 400],
    ])('%s', async (_what, path, signedIn, status) => {
      const res = await api.request(path, { headers: signedIn ? { cookie } : {}, redirect: 'manual' });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('GraphQL, answered and refused', async () => {
      const variants: Record<string, string>[] = [{ cookie }, { cookie, 'x-ghg-csrf': '' }, {}];
      for (const headers of variants) {
        const res = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          body: ME,
          headers: { 'x-ghg-csrf': '1', 'content-type': 'application/json', ...headers },
        });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('but not the web app’s hashed assets, nor its pages', async () => {
      const asset = await api.request('/assets/entry-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).not.toContain('no-store');
      const page = await api.request('/company/locations');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    });
  });
});
