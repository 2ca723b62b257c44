import {
  requestFullReportInputSchema,
  shortReportQuerySchema,
  vsmeClimatePdfQuerySchema,
  vsmeClimateQuerySchema,
  vsmeClimateViewSchema,
} from '@ghg/contracts';
import * as views from './account-view-schemas.js';
import type { RestRoute } from './rest-route.js';
import { body, json, ORG } from './route-helpers.js';

/** Reports: the short PDF, the VSME climate datapoints and full-report requests, part of REST_ROUTES. */
export const REPORT_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${ORG}/short-report.pdf`,
    summary: 'The short report as PDF',
    tag: 'reports',
    access: 'session',
    query: shortReportQuerySchema,
    ok: { status: 200, description: 'PDF file', contentType: 'application/pdf' },
  },
  {
    method: 'get',
    path: `${ORG}/vsme-climate`,
    summary: 'The VSME B3 climate datapoints of a year, with the data-quality mix',
    tag: 'reports',
    access: 'session',
    query: vsmeClimateQuerySchema,
    ok: json(200, vsmeClimateViewSchema),
  },
  {
    method: 'get',
    path: `${ORG}/vsme-climate.pdf`,
    summary: 'The VSME B3 climate datapoints of a year as PDF',
    tag: 'reports',
    access: 'session',
    query: vsmeClimatePdfQuerySchema,
    ok: { status: 200, description: 'PDF file', contentType: 'application/pdf' },
  },
  {
    method: 'get',
    path: `${ORG}/vsme-climate.xlsx`,
    summary:
      'The VSME climate datapoints (B3, C3) laid out as the EFRAG VSME template: datapoint ids in a column, each ' +
      'number with links to its breakdown (app page) and its emission lines (API)',
    tag: 'reports',
    access: 'session',
    query: vsmeClimatePdfQuerySchema,
    ok: {
      status: 200,
      description: 'Workbook file',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  {
    method: 'post',
    path: `${ORG}/report-requests`,
    summary: 'Asks the provider team for the full report',
    tag: 'reports',
    access: 'session',
    body: body(requestFullReportInputSchema),
    ok: json(201, views.fullReportRequestResultSchema, 'Recorded'),
  },
];
