import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const UnblockPeriodMutation = gql`
  mutation UnblockPeriod($period: String!) {
    unblockPeriod(period: $period) {
      position
      revision
      changed
    }
  }
`;

export function useUnblockPeriodMutation() {
  return useMutation<{ unblockPeriod: CommandResultView }, { period: string }>(UnblockPeriodMutation);
}
