import { z } from 'zod';

/** Who caused an event and why (libs/event-store EventMetadata), as it travels in every event message. */
export const eventMetadataSchema = z
  .object({
    actorId: z.string().describe('The user (or system actor) whose command produced the event'),
    organizationId: z.string().nullable().describe('The organization the event belongs to, null for none'),
    correlationId: z.string().describe('Shared by every event of one request or workflow'),
    causationId: z
      .string()
      .nullable()
      .describe('The event or command that caused this one, null for a request'),
    occurredAt: z.iso.datetime().describe('When the command was decided (ISO-8601, UTC)'),
    source: z
      .object({
        channel: z.string().describe('graphql, rest, system, …'),
        ip: z.string().optional(),
        userAgent: z.string().optional(),
      })
      .describe('Where the request came from'),
  })
  .describe('Event metadata');

export type EventMetadataMessage = z.infer<typeof eventMetadataSchema>;
