import { type z } from 'zod';
import { requiredText } from './text.js';

/**
 * Spec §5: a simple pattern with '@' and a top-level part of 2-3 letters. Deliberately not RFC 5322:
 * it is the check users saw before, and the server confirms the address by sending the link anyway.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/;
export const EMAIL_MAX_LENGTH = 254;

export const emailField: z.ZodType<string, string> = requiredText(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, {
  error: 'invalid_email',
});

/**
 * Any deliverable address (RFC 5321 domain syntax): labels of letters, digits and hyphens, a top-level part of
 * 2-63 letters or an IDN ('xn--'). Used where staff type the address (invitations) and for the address a person
 * was invited at, so `.local` test domains and long top-level domains (`.solutions`) work; the public forms keep
 * the spec's pattern above.
 */
export const ADDRESS_PATTERN =
  /^[^\s@]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const addressField: z.ZodType<string, string> = requiredText(EMAIL_MAX_LENGTH).regex(ADDRESS_PATTERN, {
  error: 'invalid_email',
});

/** Addresses are compared without case: 'Anna@Firma.pl' and 'anna@firma.pl' reach the same inbox. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
