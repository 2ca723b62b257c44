import { gql, useMutation } from 'urql';
import type { InitialQuestionsInput } from '@ghg/contracts';
import type { CommandResult } from './initial-questions.types';

const UpdateInitialQuestionsMutation = gql`
  mutation UpdateInitialQuestions($input: InitialQuestionsInput!, $expectedRevision: Int) {
    updateInitialQuestions(input: $input, expectedRevision: $expectedRevision) {
      position
      revision
      changed
    }
  }
`;

export function useUpdateInitialQuestionsMutation() {
  return useMutation<
    { updateInitialQuestions: CommandResult },
    { input: InitialQuestionsInput; expectedRevision: number }
  >(UpdateInitialQuestionsMutation);
}
