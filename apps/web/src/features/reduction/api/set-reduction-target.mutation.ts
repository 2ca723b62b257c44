import type { ReductionCommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const SetReductionTarget = gql`
  mutation SetReductionTarget($input: ReductionTargetInput!) {
    setReductionTarget(input: $input) {
      position
      changed
    }
  }
`;

export interface ReductionTargetInput {
  baseYear: number | null;
  targetYear: number | null;
  scope12Percent: number | null;
  scope3Percent: number | null;
}

export function useSetReductionTargetMutation() {
  return useMutation<
    { setReductionTarget: Pick<ReductionCommandResultView, 'position' | 'changed'> },
    { input: ReductionTargetInput }
  >(SetReductionTarget);
}
