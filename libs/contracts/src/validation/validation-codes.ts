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
  'too_long',
  'invalid_first_name',
  'invalid_last_name',
  'invalid_email',
  'invalid_postal_code',
  'terms_required',
  'privacy_policy_required',
  'invalid_password',
  'admin_password_too_short',
  'passwords_mismatch',
  'emails_mismatch',
  'invalid_phone',
  'invalid_name',
  'email_already_exists',
  'country_required',
  'checkbox_required',
  'xls_extension',
  'xls_too_large',
  'date_in_future',
  'period_required',
  'invalid_period_range',
  'period_blocked',
  'wrong_current_password',
  'invalid_text',
  'bidi_control',
  'product_name_in_use',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];
