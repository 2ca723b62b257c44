import type { ReportOverviewView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export const ReportOverviewQuery = gql`
  query ReportOverview {
    reportOverview {
      scopes {
        scope
        status
        progress
        sections {
          questionId
          status
          progress
          totalCo2eKg
        }
      }
      blockedPeriods
    }
  }
`;

/** Statuses change with every edit anywhere in the organization: always asked again, cache shown meanwhile. */
export function useReportOverviewQuery() {
  return useQuery<{ reportOverview: ReportOverviewView }>({
    query: ReportOverviewQuery,
    requestPolicy: 'cache-and-network',
  });
}
