/** The cookie that keeps the visitor's choice (necessary cookies need none; analytics and chat need a yes). */
export const CONSENT_COOKIE = 'ghg_consent';
const MAX_AGE_DAYS = 365;

export interface Consent {
  /** Analytics container and the live chat: third parties that run only after a yes. */
  analytics: boolean;
}

import { consentStore } from './consent-store';

/** The stored choice, or null when the visitor has not chosen yet (the banner asks). */
export function readConsent(cookie: string = document.cookie): Consent | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  const value = decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1));
  if (value === 'analytics') return { analytics: true };
  if (value === 'necessary') return { analytics: false };
  return null;
}

export function writeConsent(consent: Consent): void {
  const value = consent.analytics ? 'analytics' : 'necessary';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_DAYS * 86400}; SameSite=Lax${secure}`;
  consentStore.changed();
}
