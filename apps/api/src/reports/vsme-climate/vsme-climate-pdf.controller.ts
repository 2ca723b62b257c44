import { Controller, Get, Inject, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import type { ApiConfig } from '../../config/api-config.js';
import type { RequestWithContext } from '../../context/request-context.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { API_CONFIG } from '../../shared/tokens.js';
import { sendPdf } from '../report-sources.js';
import { renderVsmeClimatePdf, vsmeClimateFileName } from './vsme-climate-pdf.js';
import { vsmeDownloadOf } from './vsme-climate-download.js';
import { VsmeClimateQuery } from './vsme-climate.query.js';

/** GET organizations/{orgId}/vsme-climate.pdf?year=YYYY(&lang=pl|en): the VSME climate section, downloaded. */
@Controller('api/organizations/:organizationId/vsme-climate.pdf')
export class VsmeClimatePdfController {
  constructor(
    private readonly vsme: VsmeClimateQuery,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @RequiresModule('reportGeneration')
  async download(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const download = await vsmeDownloadOf(this.vsme, req, organizationId, query);
    const pdf = await renderVsmeClimatePdf(download.view, download.language, {
      organizationId: download.organizationId,
      publicUrl: this.config.publicUrl,
    });
    sendPdf(rawResponse(res), pdf, vsmeClimateFileName(download.year, download.language));
  }
}
