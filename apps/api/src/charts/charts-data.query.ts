import type { ChartsDataView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import {
  Controller,
  Get,
  Header,
  Inject,
  Injectable,
  Param,
  Query as QueryString,
  Req,
} from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { DB } from '../shared/tokens.js';
import { assembleChartsData, type EmissionGroup } from './charts-data-assembly.js';
import { CO2E_SQL, type ChartsFilter, chartsFilterOf, gasSql } from './charts-query.js';

/**
 * One GROUP BY over the organization's emission lines in the month range, at the finest grain the dashboard
 * shows; the rollups (months, sections, scopes) are summed from those groups. The range is one scan of the
 * covering index of migration 007, never a replay of events.
 */
const GROUPS_SQL = `
  select period, scope, category, subcategory, item,
         sum(${CO2E_SQL}) as co2e,
         coalesce(sum(${gasSql('co2_kg')}), 0) as co2,
         coalesce(sum(${gasSql('ch4_kg')}), 0) as ch4,
         coalesce(sum(${gasSql('n2o_kg')}), 0) as n2o,
         count(*)::integer as lines,
         count(${gasSql('co2_kg')})::integer as "co2Lines",
         count(${gasSql('ch4_kg')})::integer as "ch4Lines",
         count(${gasSql('n2o_kg')})::integer as "n2oLines"
    from read.emission_lines
   where organization_id = $1 and period between $2 and $3
   group by period, scope, category, subcategory, item`;

@Injectable()
export class ChartsDataQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string, filter: ChartsFilter): Promise<ChartsDataView> {
    const { rows } = await this.db.query<EmissionGroup>(GROUPS_SQL, [
      organizationId,
      filter.from,
      filter.to,
      filter.scope2Method,
    ]);
    return assembleChartsData(rows, filter.scope2Method);
  }
}

@Resolver()
export class ChartsDataResolver {
  constructor(private readonly query: ChartsDataQuery) {}

  @Query('chartsData')
  chartsData(
    @Args('dateFrom') dateFrom: string | null,
    @Args('dateTo') dateTo: string | null,
    @Args('scope2Method') scope2Method: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<ChartsDataView> {
    const filter = chartsFilterOf({ dateFrom, dateTo, scope2Method });
    return this.query.forOrganization(contextOf(req).actor.organizationId, filter);
  }
}

/** Spec §7: GET organizations/{organizationId}/charts-data?dateFrom=YYYY-MM&dateTo=YYYY-MM (&scope2Method=). */
@Controller('api/organizations/:organizationId/charts-data')
export class ChartsDataController {
  constructor(private readonly query: ChartsDataQuery) {}

  @Get()
  @Header('cache-control', 'no-store')
  get(
    @Param('organizationId') organizationId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ChartsDataView> {
    // The organization is checked before the query is read: another organization's id learns nothing more.
    const own = assertOwnOrganization(contextOf(req), organizationId);
    return this.query.forOrganization(own, chartsFilterOf(query));
  }
}
