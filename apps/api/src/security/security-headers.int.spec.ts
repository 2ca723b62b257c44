import { request } from 'node:http';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';

describe('security headers are on every response', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startProjector: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it.each([['/healthz'], ['/api/no-such-route'], ['/graphql']])(
    '%s carries CSP and friends',
    async (path) => {
      const res = await api.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('no HSTS on a local address (plain http development)', async () => {
    const res = await api.request('/healthz');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('HSTS when the request names a public host', async () => {
    // fetch() always sends the real host, so ask through node:http with the Host a proxy would pass on.
    const hsts = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${api.url}/healthz`, { headers: { host: 'ghg.example.com' } }, (res) => {
        res.resume();
        resolve(res.headers['strict-transport-security']);
      });
      req.on('error', reject);
      req.end();
    });
    expect(hsts).toMatch(/max-age=\d+/);
  });
});
