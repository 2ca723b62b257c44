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
    role: z.enum(['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor']),
  })
  .describe('A user registered in an organization with a role (people of the provider as well)');
