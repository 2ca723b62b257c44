import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { DEMO_ADMIN_EMAIL, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const LOCATIONS = `organizations/${DEMO_ORGANIZATION_ID}/entities`;

/**
 * Spellings of one REST path and of /graphql that a string-prefix guard could read differently from the router:
 * case, percent-encoding, doubled or trailing slashes. Sent byte for byte (fetch would normalise some).
 */
const REST_VARIANTS = [
  `/api/${LOCATIONS}`,
  `/API/${LOCATIONS}`,
  `/Api/${LOCATIONS}`,
  `/api/${LOCATIONS.toUpperCase()}`,
  `/api/${LOCATIONS}/`,
  `//api/${LOCATIONS}`,
  `/api//${LOCATIONS}`,
  `/api%2f${LOCATIONS}`,
  `/api%2F${LOCATIONS}`,
  `/%61pi/${LOCATIONS}`,
  `/api/${LOCATIONS.replace('entities', 'ENTITIES')}`,
];
const GRAPHQL_VARIANTS = [
  '/graphql',
  '/GRAPHQL',
  '/GraphQL',
  '/graphql/',
  '//graphql',
  '/%67raphql',
  '/graphql%2f',
];

interface Answer {
  status: number;
  body: string;
}

function send(
  base: string,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  const url = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: init.method, path, headers: init.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('M4 guards bypassed by path case', () => {
  let api: ApiHarness;
  let cookie: string;
  beforeAll(async () => {
    // A built web app is served too, so a wrongly spelled API path could fall to its pages.
    const webDistDir = mkdtempSync(join(tmpdir(), 'ghg-m4-dist-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>web app</title>');
    mkdirSync(join(webDistDir, 'assets'));
    api = await startApiHarness({ auth: true, config: { webDistDir } });
    const browser = new HttpBrowser(api.url);
    const signedIn = await browser.signIn(
      DEMO_ADMIN_EMAIL,
      apiConfigFromEnv({}, { webDistDir: null }).demoPassword,
    );
    if (!signedIn.landed) throw new Error('the demo administrator could not sign in');
    cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(async () => {
    await api.close();
  });

  /**
   * Each guard is sent a request it must refuse, signed in, so that a request slipping past it would be served.
   * Every spelling answers either the guard's refusal (the router and the guard both see the route) or 404 (both
   * see none): never anything else, and nothing is appended.
   */
  const guards = [
    {
      guard: 'CSRF header',
      refusal: 403,
      rest: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"M4 csrf"}' },
      graphql: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ me { userId } }"}',
      },
    },
    {
      guard: 'body size',
      refusal: 413,
      csrf: true,
      rest: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', pad: 'x'.repeat(1_100_000) }),
      },
      graphql: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { userId } }', variables: { pad: 'x'.repeat(1_100_000) } }),
      },
    },
    {
      guard: 'NUL and request shape',
      refusal: 400,
      csrf: true,
      rest: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"M4 nul\\u0000"}',
      },
      graphql: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ me { userId } }","variables":{"x":"\\u0000"}}',
      },
    },
    {
      guard: 'session (401 without one)',
      refusal: 401,
      csrf: true,
      anonymous: true,
      rest: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"M4 anonymous"}',
      },
      graphql: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ me { userId } }"}',
      },
    },
  ];

  it.each(guards.map((g) => [g.guard, g] as const))(
    '%s: every spelling is refused or not found',
    async (_name, g) => {
      const head = await api.store.headPosition();
      const seen: string[] = [];
      for (const [paths, init] of [
        [REST_VARIANTS, g.rest],
        [GRAPHQL_VARIANTS, g.graphql],
      ] as const) {
        for (const path of paths) {
          const headers: Record<string, string> = {
            ...init.headers,
            ...(g.anonymous ? {} : { cookie }),
            ...(g.csrf ? { 'x-ghg-csrf': '1' } : {}),
          };
          const answer = await send(api.url, path, { ...init, headers });
          seen.push(`${init.method} ${path} → ${answer.status}`);
          if (answer.status !== g.refusal && answer.status !== 404)
            seen.push(`  NEITHER REFUSED NOR NOT FOUND: ${answer.body.slice(0, 120)}`);
        }
      }
      expect(seen.filter((line) => line.includes('NEITHER'))).toEqual([]);
      // The canonical spellings reach the guard: the test can fail.
      expect(seen).toContain(`${g.rest.method} /api/${LOCATIONS} → ${g.refusal}`);
      expect(seen).toContain(`${g.graphql.method} /graphql → ${g.refusal}`);
      expect(await api.store.headPosition()).toBe(head);
    },
  );

  it('the router is case-sensitive: /API/… and /GRAPHQL are not found', async () => {
    const headers = { cookie, 'x-ghg-csrf': '1', 'content-type': 'application/json' };
    const organization = `organizations/${DEMO_ORGANIZATION_ID}`;
    expect((await send(api.url, `/API/${organization}`, { method: 'GET', headers })).status).toBe(404);
    expect(
      (await send(api.url, `/api/${organization.toUpperCase()}`, { method: 'GET', headers })).status,
    ).toBe(404);
    expect((await send(api.url, `/api/${organization}`, { method: 'GET', headers })).status).toBe(200);
    const graphql = { method: 'POST', headers, body: '{"query":"{ me { userId } }"}' };
    expect((await send(api.url, '/GRAPHQL', graphql)).status).toBe(404);
    expect((await send(api.url, '/graphql', graphql)).status).toBe(200);
  });

  it('a wrongly spelled API path is a 404 of the API, not a page of the web app', async () => {
    const headers = { cookie, accept: 'text/html' };
    const wrong = await send(api.url, `/API/organizations/${DEMO_ORGANIZATION_ID}`, {
      method: 'GET',
      headers,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).not.toContain('web app');
    const page = await send(api.url, '/company/locations', { method: 'GET', headers });
    expect(page).toEqual({ status: 200, body: expect.stringContaining('web app') as unknown });
  });
});
