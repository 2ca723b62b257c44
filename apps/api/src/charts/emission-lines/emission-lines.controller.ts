import type { EmissionLineView } from '@ghg/contracts';
import { Controller, Get, Param, Query as QueryString, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { linesFilterOf } from '../charts-filter.js';
import { EmissionLinesQuery } from './emission-lines.query.js';

/** Drill-down: GET organizations/{organizationId}/emission-lines?dateFrom&dateTo&scope2Method&scope&category&… */
@Controller('api/organizations/:organizationId/emission-lines')
export class EmissionLinesController {
  constructor(private readonly query: EmissionLinesQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<EmissionLineView[]> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    return this.query.forOrganization(own, linesFilterOf(query));
  }
}
