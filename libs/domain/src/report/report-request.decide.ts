import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { type ActorRole, canEditAnswers } from '../user/roles.js';
import { type ReportPeriodInput, resolveReportPeriod } from './report-period.js';
import { type FullReportRequested, REPORT_LANGUAGES, type ReportLanguage } from './report-request.events.js';
import type { ReportRequestsState } from './report-request.state.js';

/** The organization's people ask for the full report of a period; the provider team prepares it. */
export type RequestFullReport = {
  type: 'RequestFullReport';
  data: {
    requestId: string;
    organizationId: string;
    period: ReportPeriodInput | null | undefined;
    requestedBy: string;
    role: ActorRole;
    language: unknown;
  };
};

export type ReportRequestCommand = RequestFullReport;

const isLanguage = (value: unknown): value is ReportLanguage =>
  typeof value === 'string' && (REPORT_LANGUAGES as readonly string[]).includes(value);

/**
 * Records the request, or refuses it whole: an auditor reads and never acts, and provider people prepare reports
 * rather than ask for them (FORBIDDEN); every failing field is named at once (VALIDATION_ERROR). The period is
 * read at `now`, the moment of the request.
 */
export function decideReportRequest(
  command: ReportRequestCommand,
  state: ReportRequestsState,
  now: Date,
): FullReportRequested[] {
  const { requestId, organizationId, requestedBy, role, language } = command.data;
  if (!canEditAnswers(role))
    throw new DomainError(
      'FORBIDDEN',
      'Only the organization’s administrators and members can request a report',
    );
  const fields: DomainFieldError[] = [];
  if (requestId.trim() === '') fields.push({ path: 'requestId', code: 'required' });
  const period = resolveReportPeriod(command.data.period, now);
  if (!period.ok) fields.push(...period.fields);
  if (!isLanguage(language)) fields.push({ path: 'language', code: 'invalid_value' });
  if (!period.ok || fields.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', fields);
  if (state.requestIds.has(requestId)) return [];
  return [
    {
      type: 'FullReportRequested',
      data: {
        requestId,
        organizationId,
        period: period.period,
        requestedBy,
        language: language as ReportLanguage,
      },
    },
  ];
}
