import { useSyncExternalStore } from 'react';
import { type Consent, readConsent } from './consent';
import { consentStore } from './consent-store';

/** The stored choice and whether the settings were asked for, read anew whenever either changes. */
export function useConsent(): { consent: Consent | null; settingsRequested: boolean } {
  // The version is the snapshot (a number, so React can compare it); the cookie is read once per render.
  useSyncExternalStore(consentStore.subscribe, consentStore.version);
  return { consent: readConsent(), settingsRequested: consentStore.settingsRequested() };
}
