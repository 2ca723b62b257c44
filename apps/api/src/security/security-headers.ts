import type { ServerResponse } from 'node:http';
import type { RequestView } from '../shared/http-kit.js';

/** Origins of the configured third parties, per CSP directive (config/shell-settings.ts). */
export interface ThirdPartyOrigins {
  scripts: readonly string[];
  connect: readonly string[];
  images: readonly string[];
  frames: readonly string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface SecurityHeaderOptions {
  extraFormActions?: string[];
  thirdParty?: ThirdPartyOrigins;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser-side hardening on every response (set by http/response-headers.ts; the values are built once here, a
 * request only sets them, on Node's response, so any HTTP layer can call it). Scripts only from our origin (the
 * built web app has no inline script); inline styles stay allowed because MUI/emotion inject them at run time.
 * `extraFormActions` lists the identity provider's origin, which the sign-in form posts to when it is not our own.
 */
export function securityHeaderSetter(
  options: SecurityHeaderOptions = {},
): (view: Pick<RequestView, 'secure' | 'headers'>, res: ServerResponse) => void {
  const formAction = ["'self'", ...(options.extraFormActions ?? [])].join(' ');
  // Exactly the configured third parties (analytics container, chat widget, content site's images); none by default.
  const extra = (list: readonly string[] | undefined) => (list ?? []).map((origin) => ` ${origin}`).join('');
  const third = options.thirdParty;
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra(third?.scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(third?.images)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(third?.connect)}`,
    ...(third && third.frames.length > 0 ? [`frame-src${extra(third.frames)}`] : []),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
  ].join('; ');
  return (view, res) => {
    res.setHeader('content-security-policy', csp);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', 'DENY');
    // HSTS on a local address would pin plain-http development hosts to https in the browser.
    if (view.secure || !LOCAL_HOSTS.has(hostnameOf(view.headers.host)))
      res.setHeader('strict-transport-security', HSTS);
  };
}

function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0]!.toLowerCase();
}
