/**
 * The origin paths are resolved against. Any origin gives the same answer: only whether the result stays on
 * it matters, and a reserved name (.invalid) can never be a real site.
 */
const HOME_ORIGIN = 'http://same.invalid';
const HOME = '/';
const MAX_LENGTH = 2000;

/**
 * Where a redirect after sign-in (or any other hop inside the app) may go: a path on this site, decided after
 * the WHATWG URL parser has decoded and normalised it, since that is what a browser follows. '/.//evil.example'
 * and '/%2e%2e//evil' both normalise to a path that starts with '//', which a browser reads as another host;
 * they, absolute URLs, backslashes and control characters all go home ('/') instead.
 */
export function sameOriginPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || !raw.startsWith('/')) return HOME;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return HOME;
  let resolved: URL;
  try {
    resolved = new URL(raw, HOME_ORIGIN);
  } catch {
    return HOME;
  }
  if (resolved.origin !== HOME_ORIGIN) return HOME;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A normalised '//host/…' is scheme-relative: as a Location header it leaves the site.
  if (path.startsWith('//')) return HOME;
  return path;
}
