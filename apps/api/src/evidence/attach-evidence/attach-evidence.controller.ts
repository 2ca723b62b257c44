import { type EvidenceCommandResultView, evidenceUploadQuerySchema } from '@ghg/contracts';
import { Controller, HttpCode, Param, Post, Query as QueryString, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access } from '../../access/access-rule.js';
import { answersOfQuestion } from '../../access/access-table.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawRequest, type RequestLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { AttachEvidenceCommand, evidenceRefusal } from './attach-evidence.handler.js';
import { drainRequest } from '../../shared/drain-request.js';
import { EvidenceUploadError, receiveEvidence } from './receive-evidence.js';

/**
 * POST …/answers/{questionId}/evidence?rowId=&fileName=: one file, as the multipart field `file` or as the raw
 * body. 201 with the file; 413 over 20 MB, 415 not a PDF or image, 422 hostile, 404 unknown row; the auditor is
 * refused (403) by the guard before the body is read.
 */
@Controller('api/organizations/:organizationId/answers/:questionId/evidence')
export class AttachEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Access(answersOfQuestion)
  async attach(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext & RequestLike,
  ): Promise<EvidenceCommandResultView> {
    const context = contextOf(req);
    // The body is read from Node's request stream, which Fastify keeps on `raw`.
    const body = rawRequest(req);
    let upload;
    try {
      assertOwnOrganization(context, organizationId);
      reportSectionOf(questionId);
      upload = parseOrThrow(evidenceUploadQuerySchema, { ...(query as object) });
    } catch (error) {
      await drainRequest(body);
      throw error;
    }
    const { rowId, fileName } = upload;
    let received;
    try {
      received = await receiveEvidence(body);
    } catch (error) {
      if (error instanceof EvidenceUploadError) throw evidenceRefusal(error.refusal);
      throw error;
    }
    return this.commands.execute(
      new AttachEvidenceCommand(
        context,
        questionId,
        rowId ?? null,
        received.fileName ?? fileName ?? null,
        received.bytes,
      ),
    );
  }
}
