import { type ChartsDataGraph, chartsDataToGraph } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { chartsFilterOf } from '../charts-filter.js';
import { ChartsDataQuery } from './charts-data.query.js';

@Resolver()
export class ChartsDataResolver {
  constructor(private readonly query: ChartsDataQuery) {}

  @Query('chartsData')
  chartsData(
    @Args('dateFrom') dateFrom: string | null,
    @Args('dateTo') dateTo: string | null,
    @Args('scope2Method') scope2Method: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<ChartsDataGraph> {
    const filter = chartsFilterOf({ dateFrom, dateTo, scope2Method });
    // GraphQL's ChartsData: months and the table as lists (contracts chartsDataGraphSchema).
    return this.query.forOrganization(contextOf(req).actor.organizationId, filter).then(chartsDataToGraph);
  }
}
