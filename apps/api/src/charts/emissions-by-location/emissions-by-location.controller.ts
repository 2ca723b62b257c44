import type { EmissionsByLocationView } from '@ghg/contracts';
import { Controller, Get, Param, Query as QueryString, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { chartsFilterOf } from '../charts-filter.js';
import { EmissionsByLocationQuery } from './emissions-by-location.query.js';

/** GET organizations/{organizationId}/emissions-by-location?dateFrom&dateTo&scope2Method (locations as departments). */
@Controller('api/organizations/:organizationId/emissions-by-location')
export class EmissionsByLocationController {
  constructor(private readonly query: EmissionsByLocationQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<EmissionsByLocationView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    return this.query.forOrganization(own, chartsFilterOf(query));
  }
}
