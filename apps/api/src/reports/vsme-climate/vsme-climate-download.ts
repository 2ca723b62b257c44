import { type VsmeClimateView, vsmeClimatePdfQuerySchema } from '@ghg/contracts';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import type { VsmeClimateQuery } from './vsme-climate.query.js';

/** What both VSME downloads (PDF and EFRAG workbook) start from: the caller's own organization and year. */
export interface VsmeDownload {
  organizationId: string;
  year: number;
  language: 'pl' | 'en';
  view: VsmeClimateView;
}

/** Another organization's id answers 404 and a malformed query 400, before anything is read. */
export async function vsmeDownloadOf(
  vsme: VsmeClimateQuery,
  req: RequestWithContext,
  organizationId: string,
  query: unknown,
): Promise<VsmeDownload> {
  const own = assertOwnOrganization(contextOf(req), organizationId);
  const parsed = parseOrThrow(vsmeClimatePdfQuerySchema, givenOnly(query));
  const year = Number(parsed.year);
  return {
    organizationId: own,
    year,
    language: parsed.lang ?? 'pl',
    view: await vsme.forYear(own, year, new Date()),
  };
}
