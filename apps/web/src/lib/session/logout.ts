import { CSRF_HEADERS } from '../csrf';
import { localizedPath, type Locale } from '../../i18n/locale';

/** Ends the server session; a failure (server down, already logged out) changes nothing for the user. */
export async function endSession(): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: CSRF_HEADERS,
    });
  } catch {
    // ignored on purpose: the user is sent to the login page either way
  }
}

export function loginPath(locale: Locale): string {
  return localizedPath('/auth/login', locale);
}

/** Logs out and reloads the login page, which drops every cached answer of the old session. */
export async function logout(locale: Locale): Promise<void> {
  await endSession();
  window.location.assign(loginPath(locale));
}
