import { z } from 'zod';

/** Payloads of the invitation stream's events (libs/domain/src/invitation/magic-link.events.ts). */
const invitedRole = z.enum(['administrator', 'member', 'auditor']);

export const magicLinkIssuedDataSchema = z
  .object({
    magicLinkId: z.string(),
    organizationId: z.string().nullable().describe('null: an admin link that registers a new organization'),
    email: z.string().nullable().describe('The invited address (lower case); null for an admin link'),
    role: invitedRole.nullable().describe('The role the invitee gets; null for an admin link'),
  })
  .describe('A one-time registration link was made (an invitation when it names an organization)');

export const invitationResentDataSchema = z
  .object({ magicLinkId: z.string(), organizationId: z.string(), email: z.string() })
  .describe('The invitation e-mail was sent again with the same link');

export const magicLinkRevokedDataSchema = z
  .object({ magicLinkId: z.string(), organizationId: z.string().nullable() })
  .describe('The link was withdrawn (invitation deleted): it shows link-expired from now on');

export const magicLinkUsedDataSchema = z
  .object({ magicLinkId: z.string(), organizationId: z.string(), userId: z.string() })
  .describe('Someone registered through the link; it cannot be used again');
