import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { ANNUAL_REVENUES, PEOPLE_AMOUNTS } from '../../company/company-bands.js';
import { INDUSTRIES } from '../../company/industries.js';
import { privacyPolicyAcceptedField, termsAcceptedField } from '../fields/consent.js';
import { requiredChoice } from '../fields/choice.js';

/** Step two of the admin registration (spec §3 "Advanced"); the terms and the privacy policy must be accepted. */
export const advancedRegistrationSchema = formObject({
  industry: requiredChoice(INDUSTRIES),
  peopleAmount: requiredChoice(PEOPLE_AMOUNTS),
  annualRevenue: requiredChoice(ANNUAL_REVENUES),
  acceptRules: termsAcceptedField,
  acceptPrivacyPolicy: privacyPolicyAcceptedField,
});

export type AdvancedRegistrationInput = z.input<typeof advancedRegistrationSchema>;
export type AdvancedRegistration = z.output<typeof advancedRegistrationSchema>;
