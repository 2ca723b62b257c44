import type { CommandResultView, PortfolioView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';
import { useApiRead } from '../../../lib/use-api-read';

/** The consenting clients' latest locked snapshots and totals (provider staff; GET backoffice/portfolio). */
export const usePortfolio = (paused: boolean) =>
  useApiRead<PortfolioView>(paused ? null : '/api/backoffice/portfolio');

/** Where the CSV and .xlsx downloads of the portfolio are, in the page's language. */
export const portfolioExportPath = (format: 'csv' | 'xlsx', lang: 'pl' | 'en') =>
  `/api/backoffice/portfolio.${format}?lang=${lang}`;

/** Recalculates a client's locked years: a new snapshot where its figures changed. */
export const recalculateSnapshots = (organizationId: string) =>
  sendJson<CommandResultView>(
    `/api/backoffice/portfolio/${encodeURIComponent(organizationId)}/snapshots`,
    'POST',
  );
