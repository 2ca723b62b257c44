import { z } from 'zod';
import { REPORT_PERIOD_CHOICE_KEYS } from './report-requests.js';

const month = z.string().regex(/^\d{4}-\d{2}$/);

/** Payload of FullReportRequested v1 (stream report-requests-<orgId>), for the event catalogue. */
export const fullReportRequestedDataSchema = z
  .object({
    requestId: z.string().min(1),
    organizationId: z.string().min(1),
    period: z.object({ choice: z.enum(REPORT_PERIOD_CHOICE_KEYS), from: month.nullable(), to: month }),
    requestedBy: z.string().min(1),
    language: z.enum(['pl', 'en']),
  })
  .describe(
    'Someone of the organization asked the provider team for the full GHG Protocol report of a period',
  );
