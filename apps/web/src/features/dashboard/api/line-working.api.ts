import type { EmissionLineWorkingView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import type { QueryState } from './charts-data.api';

const LineWorkingDocument = gql`
  query DashboardLineWorking($questionId: String!, $rowId: String!) {
    emissionLineWorking(questionId: $questionId, rowId: $rowId)
  }
`;

/** One line's working (activity, factor and source, formula, both Scope 2 methods, events); paused while closed. */
export function useLineWorking(
  line: { questionId: string; rowId: string } | null,
): QueryState<EmissionLineWorkingView> {
  const [result] = useQuery<{ emissionLineWorking: EmissionLineWorkingView }>({
    query: LineWorkingDocument,
    // Only the two ids: a whole line object as variables would be refused by the schema.
    variables: { questionId: line?.questionId ?? '', rowId: line?.rowId ?? '' },
    pause: line === null,
    requestPolicy: 'network-only',
  });
  return {
    data: result.data?.emissionLineWorking ?? null,
    error: result.error ?? null,
    fetching: result.fetching || (line !== null && !result.data && !result.error),
  };
}
