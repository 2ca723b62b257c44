import { type ReportRequestCommand, decideReportRequest } from './report-request.decide.js';
import { REPORT_REQUEST_EVENT_TYPES } from './report-request.events.js';
import {
  decideReportRequestProgress,
  type ReportRequestProgressCommand,
} from './report-request-progress.decide.js';
import {
  evolveReportRequests,
  initialReportRequestsState,
  type ReportRequestsState,
} from './report-request.state.js';

/** The report-requests stream decided at one moment: the period is read in the month of the request. */
export const reportRequestsAggregateAt = (now: Date) => ({
  initialState: initialReportRequestsState,
  eventTypes: REPORT_REQUEST_EVENT_TYPES,
  evolve: evolveReportRequests,
  decide: (command: ReportRequestCommand | ReportRequestProgressCommand, state: ReportRequestsState) =>
    command.type === 'RequestFullReport'
      ? decideReportRequest(command, state, now)
      : decideReportRequestProgress(command, state),
});
