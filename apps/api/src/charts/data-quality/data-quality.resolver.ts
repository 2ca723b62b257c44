import type { DataQualityView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { dataQualityFilterOf } from './data-quality-filter.js';
import { DataQualityQuery } from './data-quality.query.js';

@Resolver()
export class DataQualityResolver {
  constructor(private readonly query: DataQualityQuery) {}

  @Query('dataQuality')
  dataQuality(
    @Args('dateFrom') dateFrom: string | null,
    @Args('dateTo') dateTo: string | null,
    @Args('scope2Method') scope2Method: string | null,
    @Args('scope') scope: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<DataQualityView> {
    const filter = dataQualityFilterOf({ dateFrom, dateTo, scope2Method, scope });
    return this.query.forOrganization(contextOf(req).actor.organizationId, filter);
  }
}
