import type { Db } from '@ghg/database';
import type { Response } from 'express';
import { ApiError } from '../shared/api-error.js';

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
export function sendPdf(res: Response, pdf: Uint8Array, fileName: string): void {
  res
    .status(200)
    .set({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(pdf.byteLength),
      'cache-control': 'no-store',
    })
    .end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
