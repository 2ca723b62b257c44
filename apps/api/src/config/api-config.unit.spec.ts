import path from 'node:path';
import { apiConfigFromEnv } from './api-config.js';

describe('apiConfigFromEnv: operator paths and limits', () => {
  const defaults = { webDistDir: '/srv/app/apps/web/dist' };

  it('serves the built app by default and resolves a relative WEB_DIST_DIR from the working directory', () => {
    expect(apiConfigFromEnv({}, defaults).webDistDir).toBe('/srv/app/apps/web/dist');
    expect(apiConfigFromEnv({ WEB_DIST_DIR: 'apps/web/dist' }, defaults).webDistDir).toBe(
      path.resolve('apps/web/dist'),
    );
    expect(apiConfigFromEnv({ WEB_DIST_DIR: '/opt/web' }, defaults).webDistDir).toBe('/opt/web');
  });

  it('READY_MAX_PROJECTION_LAG: 10,000 events by default, 0 turns it off, nonsense is refused', () => {
    expect(apiConfigFromEnv({}, defaults).readyMaxProjectionLag).toBe(10_000);
    expect(apiConfigFromEnv({ READY_MAX_PROJECTION_LAG: '0' }, defaults).readyMaxProjectionLag).toBe(0);
    expect(() => apiConfigFromEnv({ READY_MAX_PROJECTION_LAG: 'lots' }, defaults)).toThrow(
      /READY_MAX_PROJECTION_LAG/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const defaults = { webDistDir: null };

  it('names the proxies to believe, and is off when unset', () => {
    expect(apiConfigFromEnv({}, defaults).trustProxy).toBeNull();
    expect(apiConfigFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, defaults).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('refuses a hop count, which would believe any client that connects directly', () => {
    expect(() => apiConfigFromEnv({ TRUST_PROXY: '1' }, defaults)).toThrow(/not a hop count/);
  });
});
