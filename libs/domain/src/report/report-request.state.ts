import type { ReportRequestEvent } from './report-request.events.js';

/** The ids of the requests already recorded: asking again with the same id (a retried click) records nothing. */
export interface ReportRequestsState {
  requestIds: ReadonlySet<string>;
}

export const initialReportRequestsState: ReportRequestsState = { requestIds: new Set() };

export function evolveReportRequests(
  state: ReportRequestsState,
  event: ReportRequestEvent,
): ReportRequestsState {
  switch (event.type) {
    case 'FullReportRequested':
      return { requestIds: new Set([...state.requestIds, event.data.requestId]) };
  }
}
