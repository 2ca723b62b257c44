import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';

describe('sign-in paths are rate limited per client and route', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('past the allowance the login answers 429 with Retry-After; other routes still answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api.request('/api/auth/login?returnTo=/', { redirect: 'manual' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      } else await res.body?.cancel();
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
    expect((await api.request('/healthz')).status).toBe(200);
    expect((await api.request('/api/auth/callback', { redirect: 'manual' })).status).not.toBe(429);
  });
});

describe('behind a trusted proxy the limit counts each client, not the proxy', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({
      startProjector: false,
      config: { trustProxy: 'loopback', authRateLimitPerMinute: 2 },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const login = (client: string) =>
    api.request('/api/auth/login?returnTo=/', { redirect: 'manual', headers: { 'x-forwarded-for': client } });

  it('a third attempt of one client is refused while another client still gets through', async () => {
    for (let i = 0; i < 2; i++) expect((await login('203.0.113.7')).status).not.toBe(429);
    expect((await login('203.0.113.7')).status).toBe(429);
    expect((await login('198.51.100.9')).status).not.toBe(429);
  });
});
