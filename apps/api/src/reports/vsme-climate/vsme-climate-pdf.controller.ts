import { vsmeClimatePdfQuerySchema } from '@ghg/contracts';
import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RequiresModule } from '../../access/access-rule.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { sendPdf } from '../report-sources.js';
import { renderVsmeClimatePdf, vsmeClimateFileName } from './vsme-climate-pdf.js';
import { VsmeClimateQuery } from './vsme-climate.query.js';

/** GET organizations/{orgId}/vsme-climate.pdf?year=YYYY(&lang=pl|en): the VSME climate section, downloaded. */
@Controller('api/organizations/:organizationId/vsme-climate.pdf')
export class VsmeClimatePdfController {
  constructor(private readonly vsme: VsmeClimateQuery) {}

  @Get()
  @RequiresModule('reportGeneration')
  async download(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: Response,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const parsed = parseOrThrow(vsmeClimatePdfQuerySchema, givenOnly(query));
    const language = parsed.lang ?? 'pl';
    const year = Number(parsed.year);
    const view = await this.vsme.forYear(own, year, new Date());
    const pdf = await renderVsmeClimatePdf(view, language);
    sendPdf(res, pdf, vsmeClimateFileName(year, language));
  }
}
