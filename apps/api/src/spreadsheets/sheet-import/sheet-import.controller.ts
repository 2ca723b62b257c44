import type { SheetImportStatusView } from '@ghg/contracts';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { rawRequest, type RequestLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ImportJobs } from './import-jobs.js';
import { inspectUpload } from './inspect-upload.js';
import { receiveUpload } from './receive-upload.js';
import { SheetFileError } from './sheet-file-error.js';
import { SheetImportRunner } from './sheet-import.runner.js';

/** Upload of a workbook to import (multipart field `file`), and the upload's progress and outcome. */
@Controller('api/organizations/:organizationId/sheet-imports')
export class SheetImportController {
  constructor(
    private readonly jobs: ImportJobs,
    private readonly runner: SheetImportRunner,
  ) {}

  /**
   * Answers 202 as soon as the file is on disk and its type and shape are accepted; parsing, validation and the
   * append go on in the background (poll GET …/sheet-imports/{importId}), so other requests are not held up.
   */
  @Post()
  @HttpCode(202)
  @RequiresModule('xlsDataUpload')
  async upload(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext & RequestLike,
  ): Promise<SheetImportStatusView> {
    const context = contextOf(req);
    const own = assertOwnOrganization(context, organizationId);
    const importId = randomUUID();
    let file;
    try {
      file = await receiveUpload(rawRequest(req), importId);
    } catch (error) {
      throw asApiError(error);
    }
    let format;
    try {
      format = await inspectUpload(file.path, file.fileName);
    } catch (error) {
      await rm(file.path, { force: true });
      throw asApiError(error);
    }
    const status: SheetImportStatusView = {
      importId,
      fileName: file.fileName,
      sizeKb: Math.ceil(file.sizeBytes / 1024),
      format,
      phase: 'parsing',
      progress: 10,
      rows: 0,
      existingRows: 0,
      errorCount: 0,
      errors: [],
      failure: null,
      position: null,
    };
    await this.jobs.start(own, status);
    void this.runner.run(
      { importId, path: file.path, fileName: file.fileName, sizeBytes: file.sizeBytes, format },
      context,
    );
    return status;
  }

  @Get(':importId')
  @RequiresModule('xlsDataUpload')
  async status(
    @Param('organizationId') organizationId: string,
    @Param('importId') importId: string,
    @Req() req: RequestWithContext,
  ): Promise<SheetImportStatusView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const status = await this.jobs.of(own, importId);
    if (!status) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    return status;
  }
}

/** A refused file: 413 when too large, 415 when not a workbook, 422 for a hostile or unreadable one. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof SheetFileError)) return error;
  const status = error.code === 'FILE_TOO_LARGE' ? 413 : error.code === 'FILE_TYPE' ? 415 : 422;
  return new ApiError(status, error.code, error.message);
}
