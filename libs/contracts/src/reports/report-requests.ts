import { z } from 'zod';
import type { ReportRequestNotificationView } from '../invitations/invitation-views.js';

/** Spec §3 "Report periods"; the same list as the domain's REPORT_PERIOD_CHOICES. */
export const REPORT_PERIOD_CHOICE_KEYS = [
  'from-beginning',
  'current-year',
  'previous-year',
  'custom',
] as const;
export type ReportPeriodChoiceKey = (typeof REPORT_PERIOD_CHOICE_KEYS)[number];
/** short: the PDF at once; vsme: the VSME climate datapoints (B3) of the period's year as PDF; full: prepared by the team. */
export type ReportTypeKey = 'short' | 'vsme' | 'full';

/** A report's months 'YYYY-MM', both included; from null = from the beginning. */
export interface ReportPeriodView {
  choice: ReportPeriodChoiceKey;
  from: string | null;
  to: string;
}

/**
 * The chosen period as sent: only its shape is checked here (strings); the domain decides what a valid period
 * is, so every refusal of one request names all its fields at once.
 */
export const reportPeriodInputSchema = z
  .object({
    choice: z.string().max(32).optional(),
    from: z.string().max(16).optional(),
    to: z.string().max(16).optional(),
  })
  .strict();
export type ReportPeriodInputBody = z.infer<typeof reportPeriodInputSchema>;

/** Body of POST organizations/{orgId}/report-requests. requestId (the client's) makes a retried click a no-op. */
export const requestFullReportInputSchema = z
  .object({
    requestId: z.string().max(64).optional(),
    period: reportPeriodInputSchema.optional(),
    language: z.string().max(8).optional(),
  })
  .strict();
export type RequestFullReportInput = z.infer<typeof requestFullReportInputSchema>;

/** Query of the short PDF: ?period=<choice>(&from=YYYY-MM&to=YYYY-MM)(&lang=pl|en). */
export const shortReportQuerySchema = z
  .object({
    period: z.string().max(32).optional(),
    from: z.string().max(16).optional(),
    to: z.string().max(16).optional(),
    lang: z.enum(['pl', 'en'], { error: 'invalid_value' }).optional(),
  })
  .strict();
export type ShortReportQuery = z.infer<typeof shortReportQuerySchema>;

/** What a full-report request answers: the command result and the request as recorded. */
export interface FullReportRequestResultView {
  position: string;
  revision: number;
  changed: boolean;
  requestId: string;
  period: ReportPeriodView;
}

/** One full-report request in the provider back-office (read.report_requests), newest first. */
export interface ReportRequestView {
  requestId: string;
  organizationId: string;
  organizationName: string | null;
  period: ReportPeriodView;
  requestedBy: string;
  requestedByName: string;
  requestedByEmail: string | null;
  language: 'pl' | 'en';
  requestedAt: string;
  /** The e-mail that told the provider team; null until the outbox has it (or for no request at all). */
  notification: ReportRequestNotificationView | null;
}

/** The short report's content (domain ShortReportContent), as GraphQL `shortReport` answers it. */
export interface ShortReportView {
  organizationName: string;
  period: ReportPeriodView;
  generatedAt: string;
  scope2Method: 'location' | 'market';
  /** Scope 2 under both methods, in tonnes (dual reporting). */
  scope2Tonnes: { location: number; market: number };
  totalTonnes: number;
  perEmployeeTonnes: number | null;
  perThousandEurTonnes: number | null;
  scopes: {
    scope: 'scope1' | 'scope2' | 'scope3';
    tonnes: number;
    share: number;
    sections: { section: string; label: { pl: string; en: string }; tonnes: number; share: number }[];
  }[];
  /** By location (department), largest first; the last, with locationId and name null, is 'no location'. */
  locations: { locationId: string | null; name: string | null; tonnes: number; share: number }[];
}

/** Body of POST backoffice/report-requests/{orgId}/{requestId}/delivery: the delivered report as base64. */
export const deliverFullReportInputSchema = z
  .object({
    fileName: z.string().max(200),
    contentType: z.string().max(100).optional(),
    contentBase64: z.string().max(28_000_000),
  })
  .strict();

/** A full-report request as its organization sees it: requested, in preparation (the provider team), sent. */
export interface CustomerReportRequestView {
  requestId: string;
  period: ReportPeriodView;
  state: 'requested' | 'in-preparation' | 'sent';
  requestedAt: string;
  sentAt: string | null;
  fileName: string | null;
}
