import { vsmeClimateQuerySchema, type VsmeClimateView } from '@ghg/contracts';
import { Controller, Get, Param, Query as QueryString, Req } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { VsmeClimateQuery } from './vsme-climate.query.js';

/** GET organizations/{orgId}/vsme-climate?year=YYYY: the VSME B3 climate datapoints with their data quality. */
@Controller('api/organizations/:organizationId/vsme-climate')
export class VsmeClimateController {
  constructor(private readonly vsme: VsmeClimateQuery) {}

  @Get()
  @RequiresModule('reportGeneration')
  async get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<VsmeClimateView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { year } = parseOrThrow(vsmeClimateQuerySchema, givenOnly(query));
    return this.vsme.forYear(own, Number(year), new Date());
  }
}
