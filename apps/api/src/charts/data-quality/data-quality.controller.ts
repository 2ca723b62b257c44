import type { DataQualityView } from '@ghg/contracts';
import { Controller, Get, Param, Query as QueryString, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { dataQualityFilterOf } from './data-quality-filter.js';
import { DataQualityQuery } from './data-quality.query.js';

/** GET organizations/{organizationId}/data-quality?dateFrom&dateTo&scope2Method&scope (the dashboard's panel). */
@Controller('api/organizations/:organizationId/data-quality')
export class DataQualityController {
  constructor(private readonly query: DataQualityQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<DataQualityView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    return this.query.forOrganization(own, dataQualityFilterOf(query));
  }
}
