import type { z } from 'zod';
import { answerCommandSchema } from '../../answers/answer-command.schema.js';
import { addLocationInputSchema } from '../../company/locations.js';
import { profileUpdateSchema } from '../../profile/profile-update.schema.js';
import { fieldErrorsOf } from '../../request/plain-request.js';
import { validationMessage } from '../../validation/validation-messages.js';
import { companyRegistrationSchema } from '../registration/company-registration.schema.js';
import { entityNameField } from './entity-name.js';
import { firstNameField, lastNameField } from './person-name.js';
import { optionalText, requiredText } from './text.js';

const errors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
};

/** Every Bidi_Control character: the embeddings and overrides, the isolates, and the three marks. */
const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('L2–L4 right-to-left override in names', () => {
  it.each(CONTROLS.map((c) => [hex(c), c]))('%s in a name is refused with bidi_control', (_name, control) => {
    const name = `Anna${control}Kowalska`;
    for (const field of [firstNameField, lastNameField, entityNameField, requiredText(), optionalText()])
      expect(errors(field, name)).toEqual([{ path: '', code: 'bidi_control' }]);
    expect(errors(addLocationInputSchema, { name })).toEqual([{ path: 'name', code: 'bidi_control' }]);
    expect(
      errors(profileUpdateSchema, { firstName: 'Anna', lastName: name, jobTitle: name }).map((e) => e),
    ).toEqual([
      { path: 'lastName', code: 'bidi_control' },
      { path: 'jobTitle', code: 'bidi_control' },
    ]);
    const custom = {
      type: 'DefineCustomFactor',
      custom: { kind: 'fuel', name, kgCo2ePerUnit: 1, unit: 'kg' },
    };
    expect(errors(answerCommandSchema, custom).map((e) => e.code)).toContain('bidi_control');
  });

  it('an organization name with an override is refused at registration', () => {
    const company = {
      companyName: 'ACME\u202Enoitaroproc',
      street: 'Prosta 1',
      postalCode: '00-001',
      city: 'Warszawa',
      nip: '1234563218',
      country: 'PL',
    };
    expect(errors(companyRegistrationSchema, company)).toEqual([
      { path: 'companyName', code: 'bidi_control' },
    ]);
  });

  it('names with right-to-left letters but no controls, and plain names, are not touched by the rule', () => {
    expect(errors(requiredText(), 'شركة')).toEqual([]);
    expect(errors(addLocationInputSchema, { name: 'Łódź' })).toEqual([]);
  });

  it('the error reads clearly in both languages', () => {
    expect(validationMessage('bidi_control', 'pl')).toMatch(/kierunek tekstu/);
    expect(validationMessage('bidi_control', 'en')).toMatch(/text direction/);
  });
});
