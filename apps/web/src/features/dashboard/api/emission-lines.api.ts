import type { EmissionLineView, EmissionLinesQuery } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import type { QueryState } from './charts-data.api';

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
