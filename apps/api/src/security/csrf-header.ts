import { sendJson } from '../shared/http-kit.js';
import type { RequestGuard } from '../shared/request-guard.js';

export const CSRF_HEADER = 'x-ghg-csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes are authenticated by a cookie, which a browser also sends with a form posted from another site.
 * A custom header cannot be set by such a form, and from script on another origin it needs a CORS preflight
 * that this API never grants, so its presence proves the request came from our own pages.
 * Mounted on /api and /graphql, so it applies exactly where the router finds those routes.
 */
export function requireCsrfHeader(): RequestGuard {
  return (view, res) => {
    if (SAFE_METHODS.has(view.method) || view.headers[CSRF_HEADER] === '1') return true;
    // No `fields` in this body, unlike sendApiError's: the refusal keeps the shape it always had.
    sendJson(res, 403, {
      statusCode: 403,
      code: 'CSRF_CHECK_FAILED',
      message: `Request refused: the ${CSRF_HEADER} header is missing`,
    });
    return false;
  };
}
