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

/** The provider team started preparing the report (state 'in preparation', seen by the customer). */
export type FullReportPreparationStarted = {
  type: 'FullReportPreparationStarted';
  data: { requestId: string; organizationId: string; startedBy: string };
};

/**
 * The provider team sent the report: the delivered file (kept in `reports.delivered_files` under `fileId`) is
 * what the customer downloads; the requester is notified.
 */
export type FullReportSent = {
  type: 'FullReportSent';
  data: {
    requestId: string;
    organizationId: string;
    fileId: string;
    fileName: string;
    sizeBytes: number;
    sentBy: string;
    requestedBy: string;
  };
};

export type ReportRequestEvent = FullReportRequested | FullReportPreparationStarted | FullReportSent;

export const REPORT_REQUEST_EVENT_TYPES = everyType<ReportRequestEvent['type']>()([
  'FullReportRequested',
  'FullReportPreparationStarted',
  'FullReportSent',
]);

/** A request's states as the customer sees them: requested, in preparation, sent. */
export const REPORT_REQUEST_STATES = ['requested', 'in-preparation', 'sent'] as const;
export type ReportRequestState = (typeof REPORT_REQUEST_STATES)[number];

/** One stream per organization: its requests are few and read together. */
export const reportRequestsStreamId = (organizationId: string): string => `report-requests-${organizationId}`;
