import { useMemo } from 'react';
import type { ChartsDataQuery, ChartsDataView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';

export interface QueryState<T> {
  data: T | null;
  error: Error | null;
  /** Spec §4 charts loading flag: true while asking, false afterwards, also on error. */
  fetching: boolean;
}

// The organization comes from the session: the request does not wait for the current user's answer first.
const ChartsDataDocument = gql`
  query DashboardChartsData($dateFrom: String, $dateTo: String, $scope2Method: String) {
    chartsData(dateFrom: $dateFrom, dateTo: $dateTo, scope2Method: $scope2Method)
  }
`;

/** The dashboard's figures (spec §3 charts data) for a range and Scope 2 method; always asked afresh. */
export function useChartsData(query: ChartsDataQuery): QueryState<ChartsDataView> {
  // Absent bounds are left out, not sent as null (the API validates every variable it is given).
  const variables = useMemo<ChartsDataQuery>(
    () => JSON.parse(JSON.stringify(query)) as ChartsDataQuery,
    [query],
  );
  const [result] = useQuery<{ chartsData: ChartsDataView }>({
    query: ChartsDataDocument,
    variables,
    requestPolicy: 'cache-and-network',
    // A plan without the module is shown by the page itself (greyed filters), not by sending the user home.
    context: OWNS_FORBIDDEN,
  });
  if (result.error) console.error('charts data failed', result.error);
  return { data: result.data?.chartsData ?? null, error: result.error ?? null, fetching: result.fetching };
}
