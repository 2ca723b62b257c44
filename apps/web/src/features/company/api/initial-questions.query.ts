import { gql, useQuery } from 'urql';
import type { SavedInitialQuestions } from './initial-questions.types';

export const InitialQuestionsQuery = gql`
  query InitialQuestions {
    initialQuestions {
      revision
      description
      industry
      country
      peopleAmount
      peopleAmountNumber
      annualRevenue
      annualRevenueRange
      officeSize
      officeLocation
    }
  }
`;

export function useInitialQuestionsQuery() {
  return useQuery<{ initialQuestions: SavedInitialQuestions }>({ query: InitialQuestionsQuery });
}
