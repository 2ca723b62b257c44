/** Reads one cookie from a Cookie header (no dependency needed for the two cookies sign-in uses). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decoded(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** A value that does not decode (`%`, `%ED%A0%80`) is no cookie of ours: absent, not a server error. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export interface CookieOptions {
  secure: boolean;
  path: string;
  maxAgeSeconds: number;
}

/** httpOnly and SameSite=Lax always: scripts cannot read it and cross-site writes do not carry it. */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
