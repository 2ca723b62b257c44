import { CSRF_HEADERS } from '../csrf';
import { localizedPath, type Locale } from '../../i18n/locale';

/**
 * Ends the server session; a failure (server down, already logged out) changes nothing for the user. Answers the
 * identity provider's end-session address when the provider's session should end too (RP-initiated logout).
 */
export async function endSession(locale: Locale = 'pl'): Promise<string | null> {
  try {
    const response = await fetch(`/api/auth/logout?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
      headers: CSRF_HEADERS,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { endSessionUrl?: unknown };
    return typeof body.endSessionUrl === 'string' ? body.endSessionUrl : null;
  } catch {
    // ignored on purpose: the user is sent to the login page either way
    return null;
  }
}

export function loginPath(locale: Locale): string {
  return localizedPath('/auth/login', locale);
}

/**
 * Logs out here and at the identity provider, which sends the browser back to the login page; that reload drops
 * every cached answer of the old session. Without a provider session to end, straight to the login page.
 */
export async function logout(locale: Locale): Promise<void> {
  const endSessionUrl = await endSession(locale);
  window.location.assign(endSessionUrl ?? loginPath(locale));
}
