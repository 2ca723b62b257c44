import { RequestFullReportController, RequestFullReportResolver } from './request-full-report.controller.js';
import { RequestFullReportHandler } from './request-full-report.handler.js';
import { ShortReportPdfController, ShortReportResolver } from './short-report.controller.js';
import { ReportPeriodInPlan } from './period-in-plan.js';
import { ShortReportQuery } from './short-report.query.js';

/** Report generation's REST controllers and providers, as the API module wires them. */
export const REPORT_CONTROLLERS = [RequestFullReportController, ShortReportPdfController];
export const REPORT_PROVIDERS = [
  RequestFullReportHandler,
  RequestFullReportResolver,
  ShortReportQuery,
  ShortReportResolver,
  ReportPeriodInPlan,
];
