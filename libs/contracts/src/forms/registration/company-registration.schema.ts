import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { COUNTRY_CODES } from '../../company/countries.js';
import { postalCodeField } from '../fields/postal-code.js';
import { requiredChoice } from '../fields/choice.js';
import { requiredText } from '../fields/text.js';

/**
 * A tax number: letters, digits, spaces and hyphens, 20 at most. Loose on purpose: a Polish NIP is 10 digits
 * often written '123-456-32-18', and foreign companies give their own VAT numbers ('DE123456789').
 */
export const NIP_PATTERN = /^[A-Za-z0-9 -]{1,20}$/;

/** The organization's company data, step one of the admin registration (spec §3). */
export const companyRegistrationSchema = formObject({
  companyName: requiredText(),
  street: requiredText(),
  postalCode: postalCodeField,
  city: requiredText(100),
  nip: requiredText(20).regex(NIP_PATTERN, { error: 'invalid_format' }),
  country: requiredChoice(COUNTRY_CODES, 'country_required'),
});

export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;
