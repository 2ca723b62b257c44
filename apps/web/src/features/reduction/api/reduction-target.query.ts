import type { ReductionTargetView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const ReductionTargetQuery = gql`
  query ReductionTarget {
    reductionTarget {
      target {
        baseYear
        targetYear
        scope12Percent
        scope3Percent
        baseYearTonnes {
          scope12
          scope3
        }
        setAt
      }
      baseYearNow {
        scope12
        scope3
      }
      recalculationNeeded
      changePercent {
        scope12
        scope3
      }
      years {
        year
        actual
        target
      }
    }
  }
`;

/** The company's reduction target and its progress by year (any plan may read it). */
export function useReductionTargetQuery(pause = false) {
  return useQuery<{ reductionTarget: ReductionTargetView }>({
    query: ReductionTargetQuery,
    pause,
    requestPolicy: 'cache-and-network',
  });
}
