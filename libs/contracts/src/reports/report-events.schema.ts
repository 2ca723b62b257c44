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

/** Payload of FullReportPreparationStarted v1 (state 'in preparation', seen by the customer). */
export const fullReportPreparationStartedDataSchema = z
  .object({ requestId: z.string().min(1), organizationId: z.string().min(1), startedBy: z.string().min(1) })
  .describe('The provider team started preparing a requested full report');

/** Payload of FullReportSent v1: the delivered file is what the customer downloads. */
export const fullReportSentDataSchema = z
  .object({
    requestId: z.string().min(1),
    organizationId: z.string().min(1),
    fileId: z.string().min(1).describe('The delivered file, kept apart from the event'),
    fileName: z.string(),
    sizeBytes: z.number().int().min(0),
    sentBy: z.string().min(1),
    requestedBy: z.string().min(1).describe('The requester: the person notified'),
  })
  .describe('The provider team sent the full report; the requester is notified');
