import type { QuestionCatalogueView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type QuestionCatalogue = QuestionCatalogueView;

/** The same object as GET /api/questions: sections of scopes 1-3 with tables, columns and option lists. */
export const QuestionCatalogueQuery = gql`
  query QuestionCatalogue {
    questionCatalogue
  }
`;

/** The catalogue changes only with a release: one read per visit is enough. */
export function useQuestionCatalogueQuery(options: { pause?: boolean } = {}) {
  return useQuery<{ questionCatalogue: QuestionCatalogue }>({
    query: QuestionCatalogueQuery,
    pause: options.pause,
    requestPolicy: 'cache-first',
  });
}
