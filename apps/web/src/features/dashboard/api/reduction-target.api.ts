import type { ReductionTargetView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import type { QueryState } from './charts-data.api';

const TargetYearsDocument = gql`
  query TargetYears {
    reductionTarget {
      target {
        baseYear
        targetYear
      }
      years {
        year
        actual
        target
      }
    }
  }
`;

type TargetYears = Pick<ReductionTargetView, 'years'> & {
  target: Pick<NonNullable<ReductionTargetView['target']>, 'baseYear' | 'targetYear'> | null;
};

/** The reduction target's years for the dashboard's progress line (any plan may read it). */
export function useTargetYears(): QueryState<TargetYears> {
  const [result] = useQuery<{ reductionTarget: TargetYears }>({
    query: TargetYearsDocument,
    requestPolicy: 'cache-and-network',
  });
  return {
    data: result.data?.reductionTarget ?? null,
    error: result.error ?? null,
    fetching: result.fetching,
  };
}
