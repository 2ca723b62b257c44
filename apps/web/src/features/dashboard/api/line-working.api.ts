import type { EmissionLineWorkingView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';
import type { QueryState } from './charts-data.api';

// Every field of the working, written out: a fragment would count as one more level of the depth limit.
const LineWorkingDocument = gql`
  query DashboardLineWorking($questionId: String!, $rowId: String!) {
    emissionLineWorking(questionId: $questionId, rowId: $rowId) {
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
      dataQuality
      factorSetVersion
      working {
        steps {
          activityKind
          entered {
            value
            unit
          }
          quantity
          factor {
            factorId
            label
            value
            unit
            publisher
            table
            sourceRowId
            publicationYear
            dataYear
            gwpSet
            estimated
            own
          }
          kg
        }
        scope2 {
          kwh
          location {
            perKwh
            kg
            factor {
              factorId
              label
              value
              unit
              publisher
              table
              sourceRowId
              publicationYear
              dataYear
              gwpSet
              estimated
              own
            }
          }
          market {
            basis
            certificates {
              rowId
              certificate
              amount
              unit
              coveredKwh
            }
            certifiedKwh
            uncoveredKwh
            uncoveredBasis
            perKwh
            factor {
              factorId
              label
              value
              unit
              publisher
              table
              sourceRowId
              publicationYear
              dataYear
              gwpSet
              estimated
              own
            }
            kg
          }
        }
        kg
      }
      events {
        occurredAt
        actorName
        eventType
        field
        eventId
        position
      }
    }
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
