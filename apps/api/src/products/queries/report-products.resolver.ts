import type { ReportProductView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ReportProductsQuery } from './report-products.query.js';

@Resolver()
export class ReportProductsResolver {
  constructor(private readonly query: ReportProductsQuery) {}

  @Query('reportProducts')
  @Access(SIGNED_IN)
  reportProducts(@Context('req') req: RequestWithContext): Promise<ReportProductView[]> {
    return this.query.of(contextOf(req).actor.organizationId);
  }
}
