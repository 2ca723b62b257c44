import type { ReportOverviewView } from '@ghg/contracts';
import { useMemo } from 'react';
import { gql, useQuery } from 'urql';
import { readYourWrites } from '../../../lib/read-your-writes';
import { lastWrite } from '../model/last-write';

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
  // Statuses include this tab's last edit, even when the projection is a moment behind.
  const position = lastWrite();
  const context = useMemo(
    () => (position ? { fetchOptions: readYourWrites(position) } : undefined),
    [position],
  );
  return useQuery<{ reportOverview: ReportOverviewView }>({
    query: ReportOverviewQuery,
    requestPolicy: 'cache-and-network',
    context,
  });
}
