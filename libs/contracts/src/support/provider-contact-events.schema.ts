import { z } from 'zod';

const language = z.enum(['pl', 'en']);

/** Payload of SupportRequestSubmitted v1 (stream provider-contact-<orgId>). */
export const supportRequestSubmittedDataSchema = z
  .object({
    requestId: z.string().min(1),
    ticketNumber: z.string().min(1),
    organizationId: z.string().min(1),
    subject: z.string().min(1),
    message: z.string().min(1),
    screenshot: z
      .object({
        sha256: z.string(),
        mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
        bytes: z.number().int(),
      })
      .nullable(),
    submittedBy: z.string().min(1),
    language,
  })
  .describe('Someone of the organization wrote to the provider’s support (the image bytes are stored apart)');

/** Payload of OffsetQuoteRequested v1 (stream provider-contact-<orgId>). */
export const offsetQuoteRequestedDataSchema = z
  .object({
    requestId: z.string().min(1),
    ticketNumber: z.string().min(1),
    organizationId: z.string().min(1),
    project: z.object({
      projectId: z.string(),
      name: z.string(),
      standard: z.string(),
      pricePerTonne: z.number(),
      currency: z.string(),
    }),
    tonnes: z.number().positive(),
    message: z.string(),
    requestedBy: z.string().min(1),
    language,
  })
  .describe('Someone of the organization asked the provider for a quote to offset residual emissions');
