import { z } from 'zod';

/** Payloads of the organization stream's location events (libs/domain/src/organization/organization.events.ts). */
const locationChanges = z
  .array(
    z.object({
      field: z.literal('location'),
      before: z.string().nullable().describe('null: the location did not exist'),
      after: z.string().nullable().describe('null: the location was removed'),
    }),
  )
  .describe('The audit trail entry of the change');

export const locationAddedDataSchema = z
  .object({
    organizationId: z.string(),
    locationId: z.string().describe('The location (entity) id, unique within the organization'),
    name: z.string().describe('Trimmed, 1 to 100 characters, unique per organization ignoring case'),
    changes: locationChanges,
  })
  .describe('An administrator added a location to the organization structure');

export const locationRemovedDataSchema = z
  .object({
    organizationId: z.string(),
    locationId: z.string(),
    name: z.string().describe('The name the location had'),
    changes: locationChanges,
  })
  .describe('An administrator removed a location');
