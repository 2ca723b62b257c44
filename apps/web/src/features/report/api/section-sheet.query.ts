import type { SectionSheetView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type SectionSheet = SectionSheetView;

export const SectionSheetQuery = gql`
  query SectionSheet($questionId: String!) {
    sectionSheet(questionId: $questionId) {
      questionId
      scope
      revision
      initialAnswer
      items
      fuels
      path
      greenEnergy
      customFactors {
        customId
        kind
        name
        kgCo2ePerUnit
        unit
      }
      rows {
        rowId
        table
        period
        values
        main
        fieldType
        order
        badge
        missing
        emission {
          co2eKg
          locationBasedKg
          marketBasedKg
          method
          factorId
          factorSetVersion
          factorSource
          dataQuality
        }
        errorCode
        errorReason {
          pl
          en
        }
        blocked
      }
      status
      progress
      totalCo2eKg
      blockedPeriods
    }
  }
`;

export function useSectionSheetQuery(questionId: string, options: { pause?: boolean } = {}) {
  return useQuery<{ sectionSheet: SectionSheet }, { questionId: string }>({
    query: SectionSheetQuery,
    variables: { questionId },
    pause: options.pause,
    requestPolicy: 'cache-and-network',
  });
}
