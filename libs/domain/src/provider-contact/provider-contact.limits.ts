/** Limits of what a person writes to the provider (support form, quote request). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const QUOTE_MESSAGE_MAX = 2000;
/** A screenshot travels base64-encoded in a JSON body of at most 1 MB, so its bytes stay under this. */
export const SCREENSHOT_MAX_BYTES = 512 * 1024;
export const QUOTE_TONNES_MAX = 1_000_000_000;

/**
 * The number a person quotes to the provider: 'GHG-' and the first 8 hex digits of the request id (a UUID),
 * upper case. Derived, so a retried request keeps its number.
 */
export function ticketNumberOf(requestId: string): string {
  const hex = requestId
    .replace(/[^0-9a-fA-F]/g, '')
    .slice(0, 8)
    .toUpperCase();
  return `GHG-${hex.padEnd(8, '0')}`;
}
