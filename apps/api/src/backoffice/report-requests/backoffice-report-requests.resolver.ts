import type { ReportRequestView } from '@ghg/contracts';
import { Query, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../../access/access-rule.js';
import { BackofficeReportRequestsQuery } from './backoffice-report-requests.query.js';

@Resolver()
export class BackofficeReportRequestsResolver {
  constructor(private readonly query: BackofficeReportRequestsQuery) {}

  @Query('backofficeReportRequests')
  @ProviderOnly()
  reportRequests(): Promise<ReportRequestView[]> {
    return this.query.list();
  }
}
