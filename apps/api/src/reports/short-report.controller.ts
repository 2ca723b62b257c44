import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { RequiresModule } from '../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { rawResponse, type ResponseLike } from '../shared/http-kit.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { ReportPeriodInPlan } from './period-in-plan.js';
import { sendPdf } from './report-sources.js';
import { renderShortReportPdf, shortReportFileName } from './short-report-pdf.js';
import { ShortReportQuery, shortReportRequestOf } from './short-report.query.js';

/**
 * GET organizations/{orgId}/short-report.pdf?period=from-beginning|current-year|previous-year|custom
 * (&from=YYYY-MM&to=YYYY-MM)(&lang=pl|en): the short report, made at once and downloaded (spec §1).
 */
@Controller('api/organizations/:organizationId/short-report.pdf')
export class ShortReportPdfController {
  constructor(
    private readonly reports: ShortReportQuery,
    private readonly inPlan: ReportPeriodInPlan,
  ) {}

  @Get()
  @RequiresModule('reportGeneration')
  async download(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const now = new Date();
    const { period, language } = shortReportRequestOf(query, now);
    await this.inPlan.assert(own, period);
    const content = await this.reports.contentFor(own, period, now);
    const pdf = await renderShortReportPdf(content, language);
    sendPdf(rawResponse(res), pdf, shortReportFileName(content, language));
  }
}
