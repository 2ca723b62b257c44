import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { chartsFilterOf } from '../charts-filter.js';
import { restBodyOf } from './charts-data-cache.js';
import { ChartsDataQuery } from './charts-data.query.js';

/** Spec §7: GET organizations/{organizationId}/charts-data?dateFrom=YYYY-MM&dateTo=YYYY-MM (&scope2Method=). */
@Controller('api/organizations/:organizationId/charts-data')
export class ChartsDataController {
  constructor(private readonly query: ChartsDataQuery) {}

  @Get()
  async get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: Response,
  ): Promise<void> {
    // The organization is checked before the query is read: another organization's id learns nothing more.
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const entry = await this.query.entryFor(own, chartsFilterOf(query));
    // The headers res.send gives a JSON string (its charset and length), without serialising the view again.
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.send(restBodyOf(entry));
  }
}
