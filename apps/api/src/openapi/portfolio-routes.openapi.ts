import { dataSharingViewSchema, portfolioQuerySchema, portfolioViewSchema } from '@ghg/contracts';
import * as views from './account-view-schemas.js';
import type { RestRoute } from './rest-route.js';
import { json, ORG } from './route-helpers.js';

const PORTFOLIO = '/api/backoffice/portfolio';

/** The company's consent to share and the provider staff's partner portfolio (part of REST_ROUTES). */
export const PORTFOLIO_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${ORG}/data-sharing`,
    summary: "The company's consent to share its climate figures with its provider",
    tag: 'portfolio',
    access: 'session',
    ok: json(200, dataSharingViewSchema),
  },
  {
    method: 'put',
    path: `${ORG}/data-sharing`,
    summary: 'Consents to share (company administrator); snapshots the years with locked months',
    tag: 'portfolio',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
  {
    method: 'delete',
    path: `${ORG}/data-sharing`,
    summary: 'Withdraws the consent (company administrator): the company leaves the portfolio',
    tag: 'portfolio',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
  {
    method: 'get',
    path: PORTFOLIO,
    summary:
      "The consenting clients' latest locked snapshots per year, with diffs and totals (provider staff)",
    tag: 'portfolio',
    access: 'session',
    query: portfolioQuerySchema,
    ok: json(200, portfolioViewSchema),
  },
  {
    method: 'get',
    path: `${PORTFOLIO}.csv`,
    summary: "The portfolio as CSV (UTF-8 with BOM; ';' in Polish, ',' in English; provider staff)",
    tag: 'portfolio',
    access: 'session',
    query: portfolioQuerySchema,
    ok: { status: 200, description: 'CSV file', contentType: 'text/csv' },
  },
  {
    method: 'get',
    path: `${PORTFOLIO}.xlsx`,
    summary: 'The portfolio as an Excel workbook (provider staff)',
    tag: 'portfolio',
    access: 'session',
    query: portfolioQuerySchema,
    ok: {
      status: 200,
      description: 'Excel workbook',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  {
    method: 'post',
    path: `${PORTFOLIO}/:organizationId/snapshots`,
    summary: "Recalculates a client's locked years: a new snapshot with its diff where figures changed",
    tag: 'portfolio',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
];
