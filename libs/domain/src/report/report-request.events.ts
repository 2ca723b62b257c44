import { everyType } from '../shared/every-type.js';
import type { ReportPeriod } from './report-period.js';

/** Languages a full report is prepared in: the requester's interface language. */
export const REPORT_LANGUAGES = ['pl', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/**
 * Someone of the organization asked the provider team for the full GHG Protocol report of a period (spec §1:
 * prepared by the team and e-mailed within 2 to 3 business days). requestedBy is the person, also in metadata.
 */
export type FullReportRequested = {
  type: 'FullReportRequested';
  data: {
    requestId: string;
    organizationId: string;
    period: ReportPeriod;
    requestedBy: string;
    language: ReportLanguage;
  };
};

export type ReportRequestEvent = FullReportRequested;

export const REPORT_REQUEST_EVENT_TYPES = everyType<ReportRequestEvent['type']>()(['FullReportRequested']);

/** One stream per organization: its requests are few and read together. */
export const reportRequestsStreamId = (organizationId: string): string => `report-requests-${organizationId}`;
