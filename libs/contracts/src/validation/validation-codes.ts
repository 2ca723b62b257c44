/**
 * Validation failures travel as codes (zod issue messages), never as sentences: the API names them in
 * 'Validation error: …' and the web translates them. The texts live in validation-messages.ts.
 */
export const VALIDATION_CODES = [
  'required',
  'invalid_format',
  'invalid_value',
  'invalid_number',
  'description_too_long',
  'people_amount_mismatch',
  'annual_revenue_mismatch',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];
