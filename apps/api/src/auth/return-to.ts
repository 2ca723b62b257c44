/**
 * Where to go after sign-in: only a path on this site. `//host`, `/\host`, schemes and control characters are
 * refused, so the login cannot be turned into a redirect to another origin.
 */
export function safeReturnTo(raw: unknown): string | null {
  if (raw === undefined || raw === '') return '/';
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const resolved = new URL(raw, 'http://same.invalid');
  if (resolved.origin !== 'http://same.invalid') return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
