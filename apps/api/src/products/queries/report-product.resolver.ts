import type { ReportProductDetailView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ReportProductQuery } from './report-product.query.js';

@Resolver()
export class ReportProductResolver {
  constructor(private readonly query: ReportProductQuery) {}

  @Query('reportProduct')
  @Access(SIGNED_IN)
  reportProduct(
    @Args('productId') productId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<ReportProductDetailView> {
    return this.query.of(contextOf(req).actor.organizationId, productId);
  }
}
