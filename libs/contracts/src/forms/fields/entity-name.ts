import { type z } from 'zod';
import { requiredText } from './text.js';

/**
 * Spec §5 "Name fields": letters, numbers, spaces and Polish characters only. Used for the names users give
 * to things they create (custom fuels, providers, refrigerants). "Letters" is read as the Latin script, the
 * Polish letters included.
 */
export const ENTITY_NAME_PATTERN = /^[\p{Script=Latin}\p{M}0-9 ]+$/u;
export const ENTITY_NAME_MAX_LENGTH = 100;

export const entityNameField: z.ZodType<string, string> = requiredText(ENTITY_NAME_MAX_LENGTH).regex(
  ENTITY_NAME_PATTERN,
  { error: 'invalid_name' },
);
