import type { AnswerCommandInput, AnswerCommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

export type AnswerCommandResult = AnswerCommandResultView;

const AnswerCommandMutation = gql`
  mutation AnswerCommand($questionId: String!, $command: JSON!, $expectedRevision: Int!) {
    answerCommand(questionId: $questionId, command: $command, expectedRevision: $expectedRevision) {
      position
      revision
      changed
      rowId
      keptBlocked
    }
  }
`;

export interface AnswerCommandVariables {
  questionId: string;
  command: AnswerCommandInput;
  /** The sheet's revision the command was decided on (-1 for a sheet never saved). */
  expectedRevision: number;
}

export function useAnswerCommandMutation() {
  return useMutation<{ answerCommand: AnswerCommandResult }, AnswerCommandVariables>(AnswerCommandMutation);
}
