import type { RequestHandler } from 'express';
import { type SecurityHeaderOptions, securityHeaderSetter } from '../security/security-headers.js';
import { mountedUnder } from './mounted-under.js';
import { setNoStore } from './no-store.js';

/**
 * The headers every response starts with, in one middleware: the security headers on every path, and no-store on
 * and below `noStorePaths` (matched as the router matches a mounted middleware). One router layer instead of two
 * per request (issue 22); the headers are exactly those of securityHeaders and setNoStore.
 */
export function responseHeaders(
  options: SecurityHeaderOptions & { noStorePaths: readonly string[] },
): RequestHandler {
  const setSecurityHeaders = securityHeaderSetter(options);
  const { noStorePaths } = options;
  return (req, res, next) => {
    setSecurityHeaders(req, res);
    if (mountedUnder(req.path, noStorePaths)) setNoStore(res);
    next();
  };
}
