import { z } from 'zod';

/** Payloads of the user stream's events (libs/domain/src/user/user.events.ts). */
export const userRegisteredDataSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member']),
  })
  .describe('A user registered, as administrator or member of an organization');
