import { sheetImportStatusSchema, sheetImportViewSchema } from '@ghg/contracts';
import { z } from 'zod';
import { sheetDownloadQuerySchema } from '../spreadsheets/sheet-export/sheet-export.controller.js';
import type { RestRoute } from './rest-route.js';

const ORG = '/api/organizations/:organizationId';
const WORKBOOK =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (xlsx) or application/vnd.ms-excel (xls)';

/** Spreadsheets (issue 17): export, templates, import with progress, history, revert (module xlsDataUpload). */
export const SPREADSHEET_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: `${ORG}/sheet-export`,
    summary: 'The answers as a workbook: one section, or every section of the plan (one sheet per table)',
    tag: 'spreadsheets',
    access: 'session',
    query: sheetDownloadQuerySchema,
    ok: { status: 200, description: `Workbook file: ${WORKBOOK}`, contentType: 'application/octet-stream' },
  },
  {
    method: 'get',
    path: `${ORG}/sheet-template`,
    summary: 'An empty workbook with drop-downs, an instructions sheet and an example row',
    tag: 'spreadsheets',
    access: 'session',
    query: sheetDownloadQuerySchema,
    ok: { status: 200, description: `Workbook file: ${WORKBOOK}`, contentType: 'application/octet-stream' },
  },
  {
    method: 'post',
    path: `${ORG}/sheet-imports`,
    summary:
      'Upload a workbook to import (.xls or .xlsx by content, under 100 MB): 202 with the import id; ' +
      '413 FILE_TOO_LARGE, 415 FILE_TYPE, 422 for macros, links, encryption, zip bombs, oversized sheets',
    tag: 'spreadsheets',
    access: 'session',
    body: {
      schema: z.object({ file: z.string().describe('The workbook (binary)') }),
      type: 'multipart/form-data',
    },
    ok: {
      status: 202,
      description: 'Accepted: parsing and validation go on',
      schema: sheetImportStatusSchema,
    },
  },
  {
    method: 'get',
    path: `${ORG}/sheet-imports/:importId`,
    summary: "An upload's progress and outcome (every refused cell when refused)",
    tag: 'spreadsheets',
    access: 'session',
    ok: { status: 200, description: 'OK', schema: sheetImportStatusSchema },
  },
  {
    method: 'post',
    path: `${ORG}/sheet-imports/:importId/revert`,
    summary:
      'Revert an import: its rows are deleted in one transaction (an event each section, not a delete)',
    tag: 'spreadsheets',
    access: 'session',
    ok: {
      status: 200,
      description: 'Reverted',
      schema: z.object({ position: z.string(), rows: z.number().int() }),
    },
  },
  {
    method: 'get',
    path: `${ORG}/sheet-import-history`,
    summary: "The organization's import history, newest first",
    tag: 'spreadsheets',
    access: 'session',
    ok: { status: 200, description: 'OK', schema: z.array(sheetImportViewSchema) },
  },
];
