import { z } from 'zod';

/** A choice from a fixed list: 'required' when nothing is chosen, 'invalid_value' for anything else off the list. */
export const requiredChoice = <T extends readonly [string, ...string[]]>(
  values: T,
  missingCode: 'required' | 'country_required' = 'required',
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? missingCode : 'invalid_value',
  });
