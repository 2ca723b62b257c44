import { useMemo } from 'react';
import type { ChartsDataQuery, ChartsDataView, EmissionLineView, EmissionLinesQuery } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

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
const OWNS_FORBIDDEN = { ownsForbidden: true };

export function useChartsData(query: ChartsDataQuery, pause = false): QueryState<ChartsDataView> {
  // Absent bounds are left out, not sent as null (the API validates every variable it is given).
  const variables = useMemo<ChartsDataQuery>(
    () => JSON.parse(JSON.stringify(query)) as ChartsDataQuery,
    [query],
  );
  const [result] = useQuery<{ chartsData: ChartsDataView }>({
    query: ChartsDataDocument,
    variables,
    pause,
    requestPolicy: 'cache-and-network',
    // A plan without the module is shown by the page itself (greyed filters), not by sending the user home.
    context: OWNS_FORBIDDEN,
  });
  if (result.error) console.error('charts data failed', result.error);
  return { data: result.data?.chartsData ?? null, error: result.error ?? null, fetching: result.fetching };
}

const EmissionLinesDocument = gql`
  query DashboardEmissionLines($filter: EmissionLinesFilterInput) {
    emissionLines(filter: $filter) {
      questionId
      rowId
      period
      scope
      category
      subCategory
      item
      co2eKg
      locationBasedKg
      marketBasedKg
      method
      factorId
      factorSetVersion
      factorSource
      factorYear
      dataQuality
    }
  }
`;

/** The lines behind a clicked figure; paused while no figure is open. */
export function useEmissionLines(query: EmissionLinesQuery | null): QueryState<EmissionLineView[]> {
  const [result] = useQuery<{ emissionLines: EmissionLineView[] }>({
    query: EmissionLinesDocument,
    variables: { filter: query },
    pause: query === null,
    requestPolicy: 'network-only',
  });
  return {
    data: result.data?.emissionLines ?? null,
    error: result.error ?? null,
    fetching: result.fetching || (query !== null && !result.data && !result.error),
  };
}
