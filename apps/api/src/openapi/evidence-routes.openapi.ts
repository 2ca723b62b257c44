import {
  evidenceCommandResultSchema,
  evidenceFileViewSchema,
  evidenceListQuerySchema,
  evidenceUploadQuerySchema,
} from '@ghg/contracts';
import { z } from 'zod';
import type { RestRoute } from './rest-route.js';
import { json, ORG } from './route-helpers.js';

const EVIDENCE = `${ORG}/answers/:questionId/evidence`;

/** Evidence attachments (issue 23): files on a row or a section sheet, part of REST_ROUTES. */
export const EVIDENCE_ROUTES: readonly RestRoute[] = [
  {
    method: 'post',
    path: EVIDENCE,
    summary:
      'Attach a file (PDF, PNG, JPEG, WebP by content, at most 20 MB) to a row (?rowId=) or the section: the ' +
      'multipart field `file`, or the raw body with ?fileName=. 413 EVIDENCE_TOO_LARGE, 415 EVIDENCE_TYPE, ' +
      '422 for encrypted PDFs, scripts or attachments in a PDF and pixel bombs, 404 for an unknown row; ' +
      'the auditor is refused (403)',
    tag: 'evidence',
    access: 'session',
    query: evidenceUploadQuerySchema,
    body: {
      schema: z.object({ file: z.string().describe('The file (binary)') }),
      type: 'multipart/form-data',
    },
    ok: json(201, evidenceCommandResultSchema, 'Attached: EvidenceAttached is on the section stream'),
  },
  {
    method: 'get',
    path: EVIDENCE,
    summary: 'The files attached on a section sheet (?rowId=: on one row), oldest first, with their SHA-256',
    tag: 'evidence',
    access: 'session',
    query: evidenceListQuerySchema,
    ok: json(200, z.array(evidenceFileViewSchema)),
  },
  {
    method: 'get',
    path: `${EVIDENCE}/:evidenceId`,
    summary: "An attached file's bytes, checked against its SHA-256 (header x-content-sha256)",
    tag: 'evidence',
    access: 'session',
    ok: {
      status: 200,
      description: 'The file as attached: application/pdf, image/png, image/jpeg or image/webp',
      contentType: 'application/octet-stream',
    },
  },
  {
    method: 'delete',
    path: `${EVIDENCE}/:evidenceId`,
    summary: 'Take a file off its row or section (EvidenceRemoved; the history keeps its name and hash)',
    tag: 'evidence',
    access: 'session',
    ok: json(200, evidenceCommandResultSchema, 'Removed'),
  },
];
