import { type z } from 'zod';
import { requiredText } from './text.js';

/**
 * Spec §5: a name allows letters (Polish and Latin accented), space, apostrophe, comma, hyphen and dot.
 * "Latin accented" is read as the Latin script with combining marks, so 'Zoë', 'Müller', 'Łukasz' and
 * 'O’Brien' (typographic apostrophe too) pass while Cyrillic or digits do not. At least one letter is needed
 * so a lone '.' or '-' is not a name.
 */
export const PERSON_NAME_PATTERN = /^(?=.*\p{Script=Latin})[\p{Script=Latin}\p{M} ',.\-’]+$/u;
export const PERSON_NAME_MAX_LENGTH = 100;

const personName = (code: 'invalid_first_name' | 'invalid_last_name') =>
  requiredText(PERSON_NAME_MAX_LENGTH).regex(PERSON_NAME_PATTERN, { error: code });

export const firstNameField: z.ZodType<string, string> = personName('invalid_first_name');
export const lastNameField: z.ZodType<string, string> = personName('invalid_last_name');
