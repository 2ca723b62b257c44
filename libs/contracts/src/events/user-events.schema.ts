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
    phoneNumber: z.string().nullable().optional().describe('Given at registration through a magic link'),
  })
  .describe('A user registered in an organization with a role (people of the provider as well)');

export const userJoinedOrganizationDataSchema = z
  .object({
    userId: z.string(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member', 'auditor']),
    magicLinkId: z.string().nullable().describe('The invitation accepted; null when the demo seed made it'),
  })
  .describe('A person with an account accepted an invitation: a member of one more organization');

export const userRemovedDataSchema = z
  .object({ userId: z.string(), organizationId: z.string() })
  .describe(
    'An administrator removed the person from the organization: their sessions there end; the account stays while other memberships do',
  );

export const userRoleChangedDataSchema = z
  .object({
    userId: z.string(),
    organizationId: z.string(),
    role: z.enum(['administrator', 'member', 'auditor']),
    previousRole: z
      .enum(['administrator', 'member', 'auditor', 'provider-staff', 'provider-supervisor'])
      .nullable(),
  })
  .describe(
    'An administrator gave the person another role in the organization: it applies at their next request',
  );

export const userProfileChangedDataSchema = z
  .object({
    userId: z.string(),
    changes: z
      .array(
        z.object({
          field: z.enum(['firstName', 'lastName', 'jobTitle']),
          before: z.string().nullable(),
          after: z.string().nullable().describe('null: the job title was cleared'),
        }),
      )
      .min(1)
      .describe('Only the fields that changed, as the audit trail shows them'),
  })
  .describe('The person changed their own name, surname or job title (spec §2 Profile)');

export const passwordChangedDataSchema = z
  .object({ userId: z.string() })
  .describe(
    'The person changed their own password (embedded provider). No secret is carried: the event says who and, in its metadata, when',
  );
