import { useMemo } from 'react';
import {
  type ChartsDataGraph,
  type ChartsDataQuery,
  type ChartsDataView,
  chartsDataFromGraph,
} from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import { OWNS_FORBIDDEN } from '../../../lib/session/session-signals';

export interface QueryState<T> {
  data: T | null;
  error: Error | null;
  /** Spec §4 charts loading flag: true while asking, false afterwards, also on error. */
  fetching: boolean;
}

// The organization comes from the session: the request does not wait for the current user's answer first.
// GraphQL carries months and the table as lists (contracts chartsDataGraphSchema); the page reads ChartsDataView.
const ChartsDataDocument = gql`
  query DashboardChartsData($dateFrom: String, $dateTo: String, $scope2Method: String) {
    chartsData(dateFrom: $dateFrom, dateTo: $dateTo, scope2Method: $scope2Method) {
      line {
        month
        co2e
      }
      lineByScope {
        scope1 {
          month
          co2e
        }
        scope2 {
          month
          co2e
        }
        scope3 {
          month
          co2e
        }
      }
      chart1 {
        category
        scope
        co2e
      }
      table {
        level
        scope
        category
        subCategory
        item
        summary {
          co2e
          co2
          ch4
          n2o
          lines
        }
      }
      scope2Method
      scope2Totals {
        location
        market
      }
    }
  }
`;

/** The dashboard's figures (spec §3 charts data) for a range and Scope 2 method; always asked afresh. */
export function useChartsData(query: ChartsDataQuery, pause = false): QueryState<ChartsDataView> {
  // Absent bounds are left out, not sent as null (the API validates every variable it is given).
  const variables = useMemo<ChartsDataQuery>(
    () => JSON.parse(JSON.stringify(query)) as ChartsDataQuery,
    [query],
  );
  const [result] = useQuery<{ chartsData: ChartsDataGraph }>({
    query: ChartsDataDocument,
    variables,
    pause,
    requestPolicy: 'cache-and-network',
    // A plan without the module is shown by the page itself (greyed filters), not by sending the user home.
    context: OWNS_FORBIDDEN,
  });
  if (result.error) console.error('charts data failed', result.error);
  const graph = result.data?.chartsData;
  // One view per answer: the page's memoised figures keep their identity between renders.
  const data = useMemo(() => (graph ? chartsDataFromGraph(graph) : null), [graph]);
  return { data, error: result.error ?? null, fetching: result.fetching };
}
