import type { Db } from '@ghg/database';
import type { ServerResponse } from 'node:http';
import { ApiError } from '../shared/api-error.js';
import { attachment, sendDownload } from '../shared/send-download.js';

/** What a report prints of the organization: its name and the profile's employees and annual revenue (EUR). */
export interface ReportOrganization {
  name: string;
  employees: number | null;
  annualRevenueEur: number | null;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** The organization as a report names it, or 404 ORGANIZATION_NOT_FOUND. */
export async function reportOrganizationOf(db: Db, organizationId: string): Promise<ReportOrganization> {
  const { rows } = await db.query<{ name: string; initial_answers: Record<string, unknown> }>(
    'select name, initial_answers from read.organizations where organization_id = $1',
    [organizationId],
  );
  const organization = rows[0];
  if (!organization) throw new ApiError(404, 'ORGANIZATION_NOT_FOUND', 'This page could not be found');
  return {
    name: organization.name,
    employees: positive(organization.initial_answers['peopleAmountNumber']),
    annualRevenueEur: positive(organization.initial_answers['annualRevenueRange']),
  };
}

/** Sends a made PDF as a download that no cache keeps. */
export function sendPdf(res: ServerResponse, pdf: Uint8Array, fileName: string): void {
  sendDownload(res, { contentType: 'application/pdf', disposition: attachment(fileName), body: pdf });
}
