import { z } from 'zod';

/**
 * Spec §5: the postal code must be present and not longer than a maximum. 10 characters fits every
 * national format we offer countries for (Poland '00-950', the UK 'SW1A 1AA', the US ZIP+4 '12345-6789');
 * no per-country pattern is applied because the form takes foreign addresses.
 */
export const POSTAL_CODE_MAX_LENGTH = 10;

export const postalCodeField: z.ZodType<string, string> = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'required' : 'invalid_postal_code',
  })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(POSTAL_CODE_MAX_LENGTH, { error: 'invalid_postal_code' });
