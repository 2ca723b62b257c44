import type { InitialQuestionsView, MeView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

const DashboardMeQuery = gql`
  query DashboardMe {
    me {
      userId
      organizationId
      role
    }
  }
`;

/** The organization whose figures are shown (the session's own). */
export function useDashboardMeQuery() {
  return useQuery<{ me: Pick<MeView, 'userId' | 'organizationId' | 'role'> }>({
    query: DashboardMeQuery,
    requestPolicy: 'cache-first',
  });
}

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
