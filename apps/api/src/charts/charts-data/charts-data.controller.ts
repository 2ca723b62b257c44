import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { rawResponse, type ResponseLike, sendBody } from '../../shared/http-kit.js';
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
    @Res() res: ResponseLike,
  ): Promise<void> {
    // The organization is checked before the query is read: another organization's id learns nothing more.
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const entry = await this.query.entryFor(own, chartsFilterOf(query));
    // The kept JSON text as it is, with the headers of any JSON answer: the view is not serialised again.
    sendBody(
      rawResponse(res),
      200,
      { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' },
      restBodyOf(entry),
    );
  }
}
