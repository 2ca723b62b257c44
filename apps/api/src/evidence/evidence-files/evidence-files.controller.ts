import { evidenceListQuerySchema, type EvidenceFileView } from '@ghg/contracts';
import { Controller, Get, Inject, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Access } from '../../access/access-rule.js';
import { answersOfQuestion } from '../../access/access-table.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ApiError, parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { sendDownload } from '../../shared/send-download.js';
import { EVIDENCE_STORAGE, type EvidenceStorage } from '../storage/evidence-storage.port.js';
import { EvidenceFilesQuery } from './evidence-files.query.js';

const NOT_FOUND = () => new ApiError(404, 'NOT_FOUND', 'This page could not be found');

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266), for Polish names. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The files of a section sheet and each file's bytes: for everyone who may read the sheet (the company's people,
 * the auditor, the provider's verifiers acting in the company). Another organization's id answers 404.
 */
@Controller('api/organizations/:organizationId/answers/:questionId/evidence')
export class EvidenceFilesController {
  constructor(
    private readonly files: EvidenceFilesQuery,
    @Inject(EVIDENCE_STORAGE) private readonly storage: EvidenceStorage,
  ) {}

  @Get()
  @Access(answersOfQuestion)
  list(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<EvidenceFileView[]> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const section = reportSectionOf(questionId);
    const { rowId } = parseOrThrow(evidenceListQuerySchema, givenOnly(query));
    return this.files.list(own, section.key, rowId);
  }

  /** The bytes as stored, checked against the hash the event recorded before a byte is sent. */
  @Get(':evidenceId')
  @Access(answersOfQuestion)
  async download(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @Param('evidenceId') evidenceId: string,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const section = reportSectionOf(questionId);
    const file = await this.files.one(own, section.key, evidenceId);
    if (!file) throw NOT_FOUND();
    const bytes = await this.storage.get({ organizationId: own, evidenceId });
    if (!bytes) throw NOT_FOUND();
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
      throw new ApiError(500, 'EVIDENCE_CORRUPT', 'The stored file does not match its hash');
    sendDownload(
      rawResponse(res),
      { contentType: file.mediaType, disposition: attachmentDisposition(file.fileName), body: bytes },
      {
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'x-content-sha256': file.sha256,
        // Opened in a tab, a PDF may not run anything or reach anything.
        'content-security-policy': "sandbox; default-src 'none'",
      },
    );
  }
}
