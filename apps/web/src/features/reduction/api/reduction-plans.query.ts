import type { ReductionPlansView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const ReductionPlansQuery = gql`
  query ReductionPlans($scope: Int) {
    reductionPlans(scope: $scope) {
      year
      scopeFilter
      bestMeasureId
      cards {
        section
        scope
        tonnes
        planItemId
        title {
          pl
          en
        }
        measures {
          id
          title {
            pl
            en
          }
          description {
            pl
            en
          }
          reductionPercent {
            min
            max
          }
          costClass
          source {
            name
            url
          }
          expectedTonnes {
            min
            max
            mid
          }
          bestForYou
          adopted
        }
      }
      plan {
        measureId
        section
        title {
          pl
          en
        }
        custom
        owner
        dueDate
        expectedReductionTonnes
        status
        adoptedAt
        updatedAt
      }
    }
  }
`;

/** The cards of the scope filter (-1 all) and the company's plan. */
/** `allowed`: the plan has the module; without it nothing is asked (the route sends the user home). */
export function useReductionPlansQuery(scope: number, allowed: boolean) {
  return useQuery<{ reductionPlans: ReductionPlansView }>({
    query: ReductionPlansQuery,
    variables: { scope },
    pause: !allowed,
    requestPolicy: 'cache-and-network',
  });
}
