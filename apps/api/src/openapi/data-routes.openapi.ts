import {
  chartsDataQuerySchema,
  dataQualityQuerySchema,
  dataQualityViewSchema,
  emissionLinesQuerySchema,
} from '@ghg/contracts';
import { z } from 'zod';
import { answerCommandBodySchema } from '../answers/answer-command/answer-command.controller.js';
import { exportQuerySchema } from '../answers/answer-audit/answer-audit.controller.js';
import { auditQuerySchema } from '../audit/queries/audit-log.query.js';
import * as views from './account-view-schemas.js';
import * as data from './data-view-schemas.js';
import type { RestRoute } from './rest-route.js';
import { body, json, listOf, ORG } from './route-helpers.js';
import { emissionLineWorkingSchema } from './working-view-schemas.js';

/** The organization's data routes: answers, their audit trail, charts and the drill-down (part of REST_ROUTES). */
export const DATA_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/api/questions',
    summary: 'The question catalogue: sections, tables, columns, option lists',
    tag: 'answers',
    access: 'session',
    ok: json(200, data.questionCatalogueSchema),
  },
  {
    method: 'get',
    path: `${ORG}/audit-log`,
    summary: "The organization's audit trail",
    tag: 'audit',
    access: 'session',
    query: auditQuerySchema,
    ok: json(200, listOf(data.auditEntrySchema)),
  },
  {
    method: 'get',
    path: `${ORG}/answer-audit.csv`,
    summary: "The answers' audit trail as CSV (UTF-8 with BOM; ';' in Polish, ',' in English)",
    tag: 'audit',
    access: 'session',
    query: exportQuerySchema,
    ok: { status: 200, description: 'CSV file', contentType: 'text/csv' },
  },
  {
    method: 'get',
    path: `${ORG}/answer-audit.xlsx`,
    summary: "The answers' audit trail as an Excel workbook",
    tag: 'audit',
    access: 'session',
    query: exportQuerySchema,
    ok: {
      status: 200,
      description: 'XLSX file',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  {
    method: 'post',
    path: `${ORG}/answers/:questionId/commands`,
    summary: 'One command on a section sheet (add, change, delete rows, wizard answers)',
    tag: 'answers',
    access: 'session',
    body: body(answerCommandBodySchema),
    ok: json(200, data.answerCommandResultSchema),
  },
  {
    method: 'put',
    path: `${ORG}/blocked-periods/:period`,
    summary: 'Blocks a month (provider staff)',
    tag: 'answers',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
  {
    method: 'delete',
    path: `${ORG}/blocked-periods/:period`,
    summary: 'Unblocks a month (provider staff)',
    tag: 'answers',
    access: 'session',
    ok: json(200, views.commandResultSchema),
  },
  {
    method: 'get',
    path: `${ORG}/charts-data`,
    summary: "The dashboard's figures",
    tag: 'charts',
    access: 'session',
    query: chartsDataQuerySchema,
    ok: json(200, data.chartsDataSchema),
  },
  {
    method: 'get',
    path: `${ORG}/emission-lines`,
    summary: 'The emission lines behind a figure (drill-down)',
    tag: 'charts',
    access: 'session',
    query: emissionLinesQuerySchema,
    ok: json(200, listOf(data.emissionLineSchema)),
  },
  {
    method: 'get',
    path: `${ORG}/emissions-by-location`,
    summary: "The period's emissions by the location (department) each row names, then the unassigned",
    tag: 'charts',
    access: 'session',
    query: chartsDataQuerySchema,
    ok: json(
      200,
      z.object({
        locations: z.array(z.object({ locationId: z.string(), name: z.string(), co2eKg: z.number() })),
        unassignedCo2eKg: z.number(),
      }),
    ),
  },
  {
    method: 'get',
    path: `${ORG}/data-quality`,
    summary: "The lines' data-quality mix by share of tonnes, the verified share and the PCAF 1–5 score",
    tag: 'charts',
    access: 'session',
    query: dataQualityQuerySchema,
    ok: json(200, dataQualityViewSchema),
  },
  {
    method: 'get',
    path: `${ORG}/emission-lines/:questionId/:rowId`,
    summary: 'One emission line and its working: activity, factor with its source row, formula, events',
    tag: 'charts',
    access: 'session',
    ok: json(200, emissionLineWorkingSchema),
  },
  {
    method: 'get',
    path: `${ORG}/benchmark`,
    summary: 'Sector comparison, anonymised',
    tag: 'charts',
    access: 'session',
    ok: json(200, data.benchmarkSchema),
  },
];
