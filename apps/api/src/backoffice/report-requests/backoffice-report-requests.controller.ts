import type { ReportRequestView } from '@ghg/contracts';
import { Controller, Get } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { BackofficeReportRequestsQuery } from './backoffice-report-requests.query.js';

@Controller('api/backoffice/report-requests')
export class BackofficeReportRequestsController {
  constructor(private readonly query: BackofficeReportRequestsQuery) {}

  @Get()
  @ProviderOnly()
  list(): Promise<ReportRequestView[]> {
    return this.query.list();
  }
}
