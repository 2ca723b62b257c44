import type { ServerResponse } from 'node:http';
import { type SecurityHeaderOptions, securityHeaderSetter } from '../security/security-headers.js';
import type { RequestView } from '../shared/http-kit.js';
import { mountedUnder } from './mounted-under.js';
import { setNoStore } from './no-store.js';

/**
 * The headers every response starts with, in one step: the security headers on every path, and no-store on and
 * below `noStorePaths` (matched as the router matches a mounted middleware). One router layer instead of two per
 * request (issue 22); the headers are exactly those of securityHeaders and setNoStore. Set on Node's response, so
 * they stay on answers written past the framework (downloads, sign-in redirects).
 */
export function responseHeaders(
  options: SecurityHeaderOptions & { noStorePaths: readonly string[] },
): (view: RequestView, res: ServerResponse) => void {
  const setSecurityHeaders = securityHeaderSetter(options);
  const { noStorePaths } = options;
  return (view, res) => {
    setSecurityHeaders(view, res);
    if (mountedUnder(view.path, noStorePaths)) setNoStore(res);
  };
}
