import { z } from 'zod';

/** Payloads of the organization stream's profile events (libs/domain/src/organization/organization-profile.ts). */
const profileChanges = (field: string) =>
  z
    .array(z.object({ field: z.literal(field), before: z.string().nullable(), after: z.string().nullable() }))
    .describe('The audit trail entry of the change');

export const partnershipSetDataSchema = z
  .object({
    organizationId: z.string(),
    partnership: z
      .enum(['bankBooster', 'groupOfCompanies'])
      .nullable()
      .describe('The partner programme selecting the footer; null: none'),
    changes: profileChanges('partnership'),
  })
  .describe('Provider staff set the partner programme of the organization');

export const organizationTagsSetDataSchema = z
  .object({
    organizationId: z.string(),
    tags: z.array(z.string()).describe('Trimmed, without repeats ignoring case'),
    changes: profileChanges('tags'),
  })
  .describe('Provider staff replaced the tags of the organization');

export const parentOrganizationSetDataSchema = z
  .object({
    organizationId: z.string(),
    parentOrganizationId: z.string().nullable().describe('The group it belongs to; null: none'),
    changes: profileChanges('parentOrganization'),
  })
  .describe('Provider staff put the organization under a group, or took it out');

export const verificationPurchaseSetDataSchema = z
  .object({
    organizationId: z.string(),
    purchased: z.boolean().describe("true: the provider's staff verify the organization's rows"),
    changes: profileChanges('verificationPurchased'),
  })
  .describe('Provider staff recorded whether the client bought verification');
