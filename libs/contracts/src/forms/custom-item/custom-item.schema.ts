import { z } from 'zod';
import { formObject } from '../fields/form-object.js';
import { entityNameField } from '../fields/entity-name.js';
import { requiredText } from '../fields/text.js';

export const CUSTOM_ITEM_UNIT_MAX_LENGTH = 50;

/**
 * A factor as typed in a form: a number, or a text with a dot or a Polish decimal comma. Blank is 'required',
 * anything unreadable, infinite or negative is 'invalid_number'. Zero is allowed: a fuel or provider
 * may truly emit nothing (certified renewable electricity).
 */
export const factorField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text.replace(',', '.'));
  },
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_number'),
    })
    .finite({ error: 'invalid_number' })
    .min(0, { error: 'invalid_number' }),
);

/**
 * Spec §5: a custom fuel, provider or refrigerant is saved only with name, factor and unit all filled.
 * The factor is the emission factor of a fuel or refrigerant and the carbon intensity of a provider; the
 * unit is the user's own choice, so it is free text.
 */
const customItemSchema = () =>
  formObject({
    name: entityNameField,
    factor: factorField,
    unit: requiredText(CUSTOM_ITEM_UNIT_MAX_LENGTH),
  });

export const customFuelSchema = customItemSchema();
export const customProviderSchema = customItemSchema();
export const customRefrigerantSchema = customItemSchema();

export type CustomItemInput = z.input<typeof customFuelSchema>;
export type CustomItem = z.output<typeof customFuelSchema>;
