import { z } from 'zod';

/** Payloads of the organization's plan and status events (libs/domain/src/organization/organization.events.ts). */
const planChanges = z
  .array(
    z.object({
      field: z.enum(['planName', 'permissions', 'expiresAt', 'status']),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  )
  .describe('The audit trail entries of the change (permissions as a comma-separated list)');

export const planAssignedDataSchema = z
  .object({
    organizationId: z.string(),
    planName: z.string().describe('Freemium, FreemiumPlus or FullAccess'),
    permissions: z.array(z.string()).describe('The permission modules the plan grants, copied when assigned'),
    expiresAt: z
      .string()
      .nullable()
      .describe('ISO instant after which a freemium plan has expired; null: never'),
    changes: planChanges,
  })
  .describe(
    'The organization got a plan: at registration (freemium, the demo full access) or from provider staff',
  );

export const organizationBlockedDataSchema = z
  .object({ organizationId: z.string(), changes: planChanges })
  .describe('Provider staff blocked the organization: every feature is locked');

export const organizationUnblockedDataSchema = z
  .object({ organizationId: z.string(), changes: planChanges })
  .describe('Provider staff unblocked the organization');
