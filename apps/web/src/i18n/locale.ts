/** Languages of the interface: Polish is the default and the fallback, English lives under /en. */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
const EN_PREFIX = '/en';

export function isLocale(value: unknown): value is Locale {
  return value === 'pl' || value === 'en';
}

/** The language a path is shown in: English only under the /en prefix. */
export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'pl';
}

/** The path without its language prefix, always starting with '/'. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') {
    const rest = pathname.slice(EN_PREFIX.length);
    return rest === '' ? '/' : rest;
  }
  return pathname === '' ? '/' : pathname;
}

/** The same page in the given language: '/company' → '/en/company', '/en' → '/'. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = unlocalizedPath(pathname);
  if (locale === 'pl') return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`;
}

/** First supported language among the browser's preferences ('en-US' counts as 'en'), else Polish. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const decoded = decodeURIComponent(value.join('='));
      return isLocale(decoded) ? decoded : null;
    }
  }
  return null;
}

export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * Where a visit should land. Only the bare root '/' detects the language: the cookie wins, else the browser's
 * preference, which is then remembered. Every other path states its language itself.
 */
export function rootVisitDecision(
  pathname: string,
  cookieHeader: string,
  browserLanguages: readonly string[],
): { redirectTo: string | null; remember: Locale | null } {
  if (pathname !== '/') return { redirectTo: null, remember: null };
  const remembered = readLocaleCookie(cookieHeader);
  const locale = remembered ?? localeFromBrowser(browserLanguages);
  return {
    redirectTo: locale === 'en' ? EN_PREFIX : null,
    remember: remembered ? null : locale,
  };
}
