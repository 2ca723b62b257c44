import { z } from 'zod';

/**
 * Body of POST organizations/{orgId}/support-requests. Only shapes are checked here; the domain decides lengths
 * and required fields, so one refusal names them all. The screenshot is base64 (the JSON body is at most 1 MB);
 * its type is sniffed from its bytes on the server, never taken from the name.
 */
export const supportRequestInputSchema = z
  .object({
    requestId: z.string().max(64).optional(),
    subject: z.string().max(1000).optional(),
    message: z.string().max(20_000).optional(),
    screenshot: z.string().max(800_000).optional(),
    language: z.string().max(8).optional(),
  })
  .strict();
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;

/** Body of POST organizations/{orgId}/offset-quote-requests. */
export const offsetQuoteInputSchema = z
  .object({
    requestId: z.string().max(64).optional(),
    projectId: z.string().max(64).optional(),
    tonnes: z.number().optional(),
    message: z.string().max(10_000).optional(),
    language: z.string().max(8).optional(),
  })
  .strict();
export type OffsetQuoteInput = z.infer<typeof offsetQuoteInputSchema>;

/** The answer of both: the ticket number the person quotes to the provider. */
export const providerContactResultSchema = z.object({
  requestId: z.string(),
  ticketNumber: z.string(),
  position: z.string(),
  changed: z.boolean(),
});
export type ProviderContactResultView = z.infer<typeof providerContactResultSchema>;

/** One request in the provider's back-office list (GET /api/backoffice/provider-requests). */
export const providerRequestSchema = z.object({
  kind: z.enum(['support', 'offset-quote']),
  requestId: z.string(),
  ticketNumber: z.string(),
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** offset-quote: the project and tonnes. */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  /** support with a screenshot: the back-office path of the image. */
  screenshotPath: z.string().nullable(),
  senderName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  language: z.enum(['pl', 'en']),
  sentAt: z.string(),
});
export type ProviderRequestView = z.infer<typeof providerRequestSchema>;
