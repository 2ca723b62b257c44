import type { InitialQuestionsView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const CompanySizeQuery = gql`
  query DashboardCompanySize {
    initialQuestions {
      revision
      peopleAmountNumber
      annualRevenueRange
    }
  }
`;

/** Employees and revenue from the initial questions: the denominators of the per-unit totals. */
export function useCompanySizeQuery() {
  return useQuery<{
    initialQuestions: Pick<InitialQuestionsView, 'revision' | 'peopleAmountNumber' | 'annualRevenueRange'>;
  }>({ query: CompanySizeQuery, requestPolicy: 'cache-and-network' });
}
