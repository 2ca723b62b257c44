import type { ReportOverviewView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ReportOverviewQuery } from './report-overview.query.js';

@Resolver()
export class ReportOverviewResolver {
  constructor(private readonly query: ReportOverviewQuery) {}

  @Query('reportOverview')
  reportOverview(@Context('req') req: RequestWithContext): Promise<ReportOverviewView> {
    return this.query.forOrganization(contextOf(req).actor.organizationId);
  }
}
