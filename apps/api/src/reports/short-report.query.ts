import { shortReportQuerySchema } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  assembleShortReport,
  DomainError,
  type ReportLanguage,
  type ReportPeriod,
  type ReportPeriodInput,
  resolveReportPeriod,
  type ShortReportContent,
} from '@ghg/domain';
import { Inject, Injectable } from '@nestjs/common';
import { ChartsDataQuery } from '../charts/charts-data/charts-data.query.js';
import { givenOnly } from '../charts/charts-filter.js';
import { EmissionsByLocationQuery } from '../charts/emissions-by-location/emissions-by-location.query.js';
import { parseOrThrow } from '../shared/api-error.js';
import { DB } from '../shared/tokens.js';
import { reportOrganizationOf } from './report-sources.js';

/** "From the beginning": the first month any read model can hold, as charts-data takes an open start. */
const FIRST_MONTH = '0000-01';

/** The period a client chose, as months at `now`, or 400 VALIDATION_ERROR naming the failing fields. */
export function reportPeriodOrThrow(input: ReportPeriodInput, now: Date): ReportPeriod {
  const result = resolveReportPeriod(input, now);
  if (!result.ok) throw new DomainError('VALIDATION_ERROR', 'Validation error', result.fields);
  return result.period;
}

/** The short PDF's query: ?period=<choice>&from=&to=&lang= → period and language. */
export function shortReportRequestOf(
  query: unknown,
  now: Date,
): { period: ReportPeriod; language: ReportLanguage } {
  const parsed = parseOrThrow(shortReportQuerySchema, givenOnly(query));
  return {
    period: reportPeriodOrThrow({ choice: parsed.period, from: parsed.from, to: parsed.to }, now),
    language: parsed.lang ?? 'pl',
  };
}

/**
 * The short report of a period: the dashboard's figures (charts-data, Scope 2 location-based as the dashboard
 * shows by default) with the organization's name, the profile's employees and revenue, and the same period by location.
 */
@Injectable()
export class ShortReportQuery {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly charts: ChartsDataQuery,
    private readonly byLocation: EmissionsByLocationQuery,
  ) {}

  async contentFor(organizationId: string, period: ReportPeriod, now: Date): Promise<ShortReportContent> {
    const organization = await reportOrganizationOf(this.db, organizationId);
    const filter = { from: period.from ?? FIRST_MONTH, to: period.to, scope2Method: 'location' as const };
    const figures = await this.charts.forOrganization(organizationId, filter);
    const locations = await this.byLocation.forOrganization(organizationId, filter);
    return assembleShortReport({
      organizationName: organization.name,
      period,
      figures,
      employees: organization.employees,
      annualRevenueEur: organization.annualRevenueEur,
      generatedAt: now.toISOString(),
      locations,
    });
  }
}
