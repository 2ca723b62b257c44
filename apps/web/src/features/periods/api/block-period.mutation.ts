import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const BlockPeriodMutation = gql`
  mutation BlockPeriod($period: String!) {
    blockPeriod(period: $period) {
      position
      revision
      changed
    }
  }
`;

export function useBlockPeriodMutation() {
  return useMutation<{ blockPeriod: CommandResultView }, { period: string }>(BlockPeriodMutation);
}
