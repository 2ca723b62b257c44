import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const BlockMutation = gql`
  mutation BlockOrganization($organizationId: ID!) {
    blockOrganization(organizationId: $organizationId) {
      position
      revision
      changed
    }
  }
`;

export function useBlockOrganizationMutation() {
  return useMutation<{ blockOrganization: CommandResultView }, { organizationId: string }>(BlockMutation);
}
