import { loadScript } from './script-loader';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

/**
 * The analytics container (spec §7, a tag manager): loaded once, only after consent and only when a tag id is
 * configured. No inline snippet: the CSP allows scripts only from our origin and the configured one.
 */
export function startAnalytics(settings: { tagId: string; scriptUrl: string }): void {
  if (started) return;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(settings.scriptUrl, { 'data-ghg': 'analytics' }).catch((error: unknown) => {
    console.error('analytics container failed to load', error);
  });
}
