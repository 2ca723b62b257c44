import type { ReductionPlanHistoryEntryView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const ReductionPlanHistoryQuery = gql`
  query ReductionPlanHistory {
    reductionPlanHistory {
      measureId
      kind
      fromStatus
      toStatus
      actorId
      actorName
      at
    }
  }
`;

/** Every change of the plan, newest first. `allowed`: the plan has the module (else nothing is asked). */
export function useReductionPlanHistoryQuery(allowed: boolean) {
  return useQuery<{ reductionPlanHistory: ReductionPlanHistoryEntryView[] }>({
    query: ReductionPlanHistoryQuery,
    pause: !allowed,
    requestPolicy: 'cache-and-network',
  });
}
