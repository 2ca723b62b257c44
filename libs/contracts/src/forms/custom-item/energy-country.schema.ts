import { type z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { COUNTRY_CODES } from '../../company/countries.js';
import { requiredChoice } from '../fields/choice.js';

/**
 * Spec §5 "Electricity and heat: a country must be chosen". When the user does not know the provider, the
 * country's average intensity is used, so the row cannot be saved without one.
 */
export const energyCountrySchema = formObject({
  country: requiredChoice(COUNTRY_CODES, 'country_required'),
});

export type EnergyCountryInput = z.input<typeof energyCountrySchema>;
