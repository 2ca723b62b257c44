import { mountedPath, mountedUnder } from './mounted-under.js';

const PREFIXES = ['/api/auth', '/oidc/auth'];

describe('paths as the router matches a mounted middleware', () => {
  it('the prefix itself and anything below it, case-sensitively', () => {
    expect(
      ['/api/auth', '/api/auth/', '/api/auth/login', '/oidc/auth/x'].map((p) => mountedUnder(p, PREFIXES)),
    ).toEqual([true, true, true, true]);
    expect(['/api/authx', '/API/auth', '/api/auth%2F', '/api'].map((p) => mountedUnder(p, PREFIXES))).toEqual(
      [false, false, false, false],
    );
  });

  it('the mount point reads with a trailing slash, as baseUrl + path did; paths below it as they are', () => {
    expect(mountedPath('/api/auth', PREFIXES)).toBe('/api/auth/');
    expect(mountedPath('/api/auth/', PREFIXES)).toBe('/api/auth/');
    expect(mountedPath('/api/auth/login', PREFIXES)).toBe('/api/auth/login');
    expect(mountedPath('/oidc/auth', PREFIXES)).toBe('/oidc/auth/');
  });
});
