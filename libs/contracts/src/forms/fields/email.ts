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

/** Addresses are compared without case: 'Anna@Firma.pl' and 'anna@firma.pl' reach the same inbox. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
