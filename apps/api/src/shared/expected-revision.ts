import { z } from 'zod';

/** `?expectedRevision=N` on REST commands: the stream revision the client's copy was loaded at. */
export const expectedRevisionQuerySchema = z
  .object({
    expectedRevision: z
      .string()
      .regex(/^-?\d+$/, { error: 'invalid_number' })
      .transform(Number)
      .optional(),
  })
  .strict();
