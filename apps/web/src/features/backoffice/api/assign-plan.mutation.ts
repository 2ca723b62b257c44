import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const AssignPlanMutation = gql`
  mutation AssignPlan($organizationId: ID!, $planName: String!) {
    assignPlan(organizationId: $organizationId, planName: $planName) {
      position
      revision
      changed
    }
  }
`;

export function useAssignPlanMutation() {
  return useMutation<{ assignPlan: CommandResultView }, { organizationId: string; planName: string }>(
    AssignPlanMutation,
  );
}
