import { Controller, Get, Inject, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import type { ApiConfig } from '../../config/api-config.js';
import type { RequestWithContext } from '../../context/request-context.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { API_CONFIG } from '../../shared/tokens.js';
import { writeDatapointsXlsx } from '../../spreadsheets/workbook/write-datapoints-xlsx.js';
import { sendXlsxDownload } from '../../spreadsheets/workbook/xlsx-download.js';
import { vsmeClimateWorkbook, vsmeClimateXlsxFileName } from './vsme-climate-xlsx.js';
import { vsmeDownloadOf } from './vsme-climate-download.js';
import { VsmeClimateQuery } from './vsme-climate.query.js';

/** GET organizations/{orgId}/vsme-climate.xlsx?year=YYYY(&lang=pl|en): the datapoints as the EFRAG template. */
@Controller('api/organizations/:organizationId/vsme-climate.xlsx')
export class VsmeClimateXlsxController {
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
    const {
      organizationId: own,
      year,
      language,
      view,
    } = await vsmeDownloadOf(this.vsme, req, organizationId, query);
    await sendXlsxDownload(rawResponse(res), vsmeClimateXlsxFileName(year, language), (out) =>
      writeDatapointsXlsx(vsmeClimateWorkbook(view, own, this.config.publicUrl, language), out),
    );
  }
}
