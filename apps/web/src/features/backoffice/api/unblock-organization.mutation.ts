import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const UnblockMutation = gql`
  mutation UnblockOrganization($organizationId: ID!) {
    unblockOrganization(organizationId: $organizationId) {
      position
      revision
      changed
    }
  }
`;

export function useUnblockOrganizationMutation() {
  return useMutation<{ unblockOrganization: CommandResultView }, { organizationId: string }>(UnblockMutation);
}
