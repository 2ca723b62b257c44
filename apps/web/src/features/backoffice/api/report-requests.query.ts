import type { ReportRequestView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const ReportRequestsQuery = gql`
  query BackofficeReportRequests {
    backofficeReportRequests {
      requestId
      organizationId
      organizationName
      period {
        choice
        from
        to
      }
      requestedBy
      requestedByName
      requestedByEmail
      language
      requestedAt
    }
  }
`;

/** Full-report requests of every organization, newest first; paused for people who are not provider staff. */
export function useBackofficeReportRequestsQuery(pause: boolean) {
  return useQuery<{ backofficeReportRequests: ReportRequestView[] }>({
    query: ReportRequestsQuery,
    pause,
    requestPolicy: 'network-only',
  });
}
