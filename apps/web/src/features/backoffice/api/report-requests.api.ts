import type { ReportRequestView } from '@ghg/contracts';
import { useEffect, useState } from 'react';
import { CSRF_HEADERS } from '../../../lib/csrf';

export type ReportRequestsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; requests: ReportRequestView[] };

/**
 * Full-report requests of every organization, newest first, each with the provider team's notification e-mail
 * and its delivery: read over REST (`GET /api/backoffice/report-requests`), which carries the notification.
 * Read again every time the tab opens (paused = not shown, or not provider staff).
 */
export function useBackofficeReportRequests(pause: boolean): ReportRequestsState {
  const [state, setState] = useState<ReportRequestsState>({ kind: 'loading' });
  useEffect(() => {
    if (pause) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    fetch('/api/backoffice/report-requests', { credentials: 'include', headers: { ...CSRF_HEADERS } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`report requests answered ${response.status}`);
        return (await response.json()) as ReportRequestView[];
      })
      .then(
        (requests) => {
          if (!cancelled) setState({ kind: 'ready', requests });
        },
        (error: unknown) => {
          console.error('report requests not loaded', error);
          if (!cancelled) setState({ kind: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [pause]);
  return state;
}
