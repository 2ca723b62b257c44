import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { ChartsModule } from '../charts/charts.module.js';
import { ReportPeriodInPlan } from './period-in-plan.js';
import { RequestFullReportController } from './request-full-report.controller.js';
import { RequestFullReportResolver } from './request-full-report.resolver.js';
import { RequestFullReportHandler } from './request-full-report.handler.js';
import { ShortReportPdfController } from './short-report.controller.js';
import { ShortReportResolver } from './short-report.resolver.js';
import { ShortReportQuery } from './short-report.query.js';
import { VsmeClimatePdfController } from './vsme-climate/vsme-climate-pdf.controller.js';
import { VsmeClimateXlsxController } from './vsme-climate/vsme-climate-xlsx.controller.js';
import { VsmeClimateController } from './vsme-climate/vsme-climate.controller.js';
import { VsmeClimateQuery } from './vsme-climate/vsme-climate.query.js';
import { VsmeClimateResolver } from './vsme-climate/vsme-climate.resolver.js';
import { CustomerReportRequestsController } from './request-states/customer-report-requests.controller.js';
import { MoveReportRequestHandler } from './request-states/move-report-request.handler.js';
import { ReportRequestStatesController } from './request-states/report-request-states.controller.js';

/** The short report (PDF, from the charts' figures), the VSME climate datapoints and requests for the full report. */
@Module({
  imports: [AccessModule, ChartsModule],
  controllers: [
    RequestFullReportController,
    ShortReportPdfController,
    VsmeClimateController,
    VsmeClimatePdfController,
    VsmeClimateXlsxController,
    CustomerReportRequestsController,
    ReportRequestStatesController,
  ],
  providers: [
    RequestFullReportHandler,
    RequestFullReportResolver,
    ShortReportQuery,
    ShortReportResolver,
    ReportPeriodInPlan,
    VsmeClimateQuery,
    VsmeClimateResolver,
    MoveReportRequestHandler,
  ],
  // The partner portfolio's snapshots read the same figures as the VSME climate report.
  exports: [VsmeClimateQuery],
})
export class ReportsModule {}
