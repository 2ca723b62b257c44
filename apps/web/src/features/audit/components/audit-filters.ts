import type { AnswerAuditFilter } from '@ghg/contracts';

/** The auditor's filters as the page holds them: '' means all. */
export interface AuditFilters {
  actorId: string;
  questionId: string;
  /** 'YYYY-MM' */
  period: string;
  eventType: string;
}

export const FILTER_NAMES = [
  'actorId',
  'questionId',
  'period',
  'eventType',
] as const satisfies readonly (keyof AuditFilters)[];

export const NO_FILTERS: AuditFilters = { actorId: '', questionId: '', period: '', eventType: '' };

/** The most lines the server gives at once; the page says so when it reaches it. */
export const AUDIT_LIMIT = 1000;

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

function cleaned(filters: AuditFilters): Partial<AuditFilters> {
  const out: Partial<AuditFilters> = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value === '' || (name === 'period' && !PERIOD.test(value))) continue;
    out[name] = value;
  }
  return out;
}

/** The GraphQL filter: only the filters that are set, and the page's limit. */
export function toAuditFilter(filters: AuditFilters, limit = AUDIT_LIMIT): AnswerAuditFilter {
  return { ...cleaned(filters), limit };
}

/** The same filters as a query string ('' when none), for the CSV export and the page's own address. */
export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  const set = cleaned(filters);
  for (const name of FILTER_NAMES) {
    const value = set[name];
    if (value !== undefined) params.set(name, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * GET /api/organizations/:orgId/answer-audit.{csv|xlsx} with the page's filters and its language (headers, words
 * and the CSV separator of that language's Excel).
 */
export function auditExportUrl(
  organizationId: string,
  filters: AuditFilters,
  format: 'csv' | 'xlsx' = 'csv',
  lang: 'pl' | 'en' = 'pl',
): string {
  const query = auditQueryString(filters);
  const withLang = lang === 'pl' ? query : `${query === '' ? '?' : `${query}&`}lang=en`;
  return `/api/organizations/${encodeURIComponent(organizationId)}/answer-audit.${format}${withLang}`;
}

export const auditCsvUrl = (organizationId: string, filters: AuditFilters): string =>
  auditExportUrl(organizationId, filters, 'csv');

/** Filters read back from the page's address; unknown or malformed values are dropped. */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = search.get(name) ?? '';
  return { ...NO_FILTERS, ...cleaned(filters) };
}
