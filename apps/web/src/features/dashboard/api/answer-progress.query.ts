import { gql, useQuery } from 'urql';
import type { ScopeProgress } from '../model/first-steps';

const AnswerProgressQuery = gql`
  query DashboardAnswerProgress {
    reportOverview {
      scopes {
        scope
        sections {
          questionId
          status
        }
      }
    }
  }
`;

/**
 * The sections' statuses, so a company with no answers sees its first step instead of empty charts. Paused
 * until the plan is known to open a scope (reportOverview needs one; anything else would be a 403).
 */
export function useAnswerProgressQuery(pause: boolean) {
  return useQuery<{ reportOverview: { scopes: ScopeProgress[] } }>({
    query: AnswerProgressQuery,
    pause,
    requestPolicy: 'cache-and-network',
  });
}
