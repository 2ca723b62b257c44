import { z } from 'zod';
import type { AuditEntryView, BlockedPeriodView, CommandResultView } from './query-views.js';
import { viewSchema } from './view-schema.js';

// Run-time schemas of the shared query views: the GraphQL types are generated from them.

/** The id of a record (an event, an audit line): opaque text, GraphQL's ID. */
export const recordIdSchema = z.string();

export const commandResultViewSchema = viewSchema<CommandResultView>()(
  z
    .object({ position: z.string(), revision: z.number().int(), changed: z.boolean() })
    .describe('position: send it back as header x-wait-for-position to read your own write.'),
);

export const auditEntryViewSchema = viewSchema<AuditEntryView>()(
  z
    .object({
      id: recordIdSchema,
      position: z.string(),
      occurredAt: z.string(),
      actorId: z.string(),
      actorName: z.string(),
      eventType: z.string(),
      streamId: z.string(),
      field: z.string().nullable(),
      before: z.string().nullable(),
      after: z.string().nullable(),
      source: z.string().nullable(),
    })
    .describe('One line of the audit trail; before and after are JSON texts, null meaning empty.'),
);

export const blockedPeriodViewSchema = viewSchema<BlockedPeriodView>()(
  z.object({
    period: z.string(),
    blockedBy: z.string(),
    blockedByName: z.string(),
    blockedAt: z.string(),
  }),
);
