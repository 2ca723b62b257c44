import type { RequestHandler } from 'express';

export const CSRF_HEADER = 'x-ghg-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes are authenticated by a cookie, which a browser also sends with a form posted from another site.
 * A custom header cannot be set by such a form, and from script on another origin it needs a CORS preflight
 * that this API never grants, so its presence proves the request came from our own pages.
 * Mounted on /api and /graphql, so it applies exactly where the router finds those routes.
 */
export function requireCsrfHeader(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || req.header(CSRF_HEADER) === '1') return next();
    res.status(403).json({
      statusCode: 403,
      code: 'CSRF_CHECK_FAILED',
      message: `Request refused: the ${CSRF_HEADER} header is missing`,
    });
  };
}
