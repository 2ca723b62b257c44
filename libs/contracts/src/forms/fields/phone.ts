import { z } from 'zod';

/** Spec §5: after removing spaces, an optional plus, a digit 1-9, then 1 to 14 digits (up to 15 digits). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export function normalizePhoneNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isValidPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(normalizePhoneNumber(text));
}

/**
 * Optional: the spec gives the phone's format but not that it is required. A blank value passes and comes
 * out as undefined; a filled value comes out without spaces, as it is stored.
 */
export const phoneNumberField = z
  .string({ error: 'invalid_phone' })
  .transform(normalizePhoneNumber)
  .refine((p) => p === '' || PHONE_PATTERN.test(p), { error: 'invalid_phone' })
  .transform((p) => (p === '' ? undefined : p))
  .optional();
