import { z } from 'zod';

/** A checkbox that must be ticked; anything but true (false, missing) fails with the given code. */
const ticked = (code: 'terms_required' | 'privacy_policy_required' | 'checkbox_required') =>
  z.literal(true, { error: code });

export const termsAcceptedField = ticked('terms_required');
export const privacyPolicyAcceptedField = ticked('privacy_policy_required');
export const checkboxTickedField = ticked('checkbox_required');
