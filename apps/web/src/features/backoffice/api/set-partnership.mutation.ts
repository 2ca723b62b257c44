import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const SetPartnershipMutation = gql`
  mutation SetPartnership($organizationId: ID!, $partnership: String) {
    setPartnership(organizationId: $organizationId, partnership: $partnership) {
      position
      revision
      changed
    }
  }
`;

/** Spec §1 partner branding: the programme key selecting the organization's footer (null: none). */
export function useSetPartnershipMutation() {
  return useMutation<{ setPartnership: CommandResultView }, { organizationId: string; partnership: string }>(
    SetPartnershipMutation,
  );
}
