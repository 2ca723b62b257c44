import type { ReportRequestEvent, ReportRequestState } from './report-request.events.js';

/** Each recorded request with its state and requester: asking again with the same id (a retried click) records nothing. */
export interface ReportRequestsState {
  requestIds: ReadonlySet<string>;
  requests: ReadonlyMap<string, { state: ReportRequestState; requestedBy: string }>;
}

export const initialReportRequestsState: ReportRequestsState = { requestIds: new Set(), requests: new Map() };

export function evolveReportRequests(
  state: ReportRequestsState,
  event: ReportRequestEvent,
): ReportRequestsState {
  const requests = new Map(state.requests);
  switch (event.type) {
    case 'FullReportRequested':
      requests.set(event.data.requestId, { state: 'requested', requestedBy: event.data.requestedBy });
      return { requestIds: new Set([...state.requestIds, event.data.requestId]), requests };
    case 'FullReportPreparationStarted': {
      const request = requests.get(event.data.requestId);
      if (request) requests.set(event.data.requestId, { ...request, state: 'in-preparation' });
      return { ...state, requests };
    }
    case 'FullReportSent': {
      const request = requests.get(event.data.requestId);
      if (request) requests.set(event.data.requestId, { ...request, state: 'sent' });
      return { ...state, requests };
    }
  }
}
