import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const SetParentOrganizationMutation = gql`
  mutation SetParentOrganization($organizationId: ID!, $parentOrganizationId: ID) {
    setParentOrganization(organizationId: $organizationId, parentOrganizationId: $parentOrganizationId) {
      position
      revision
      changed
    }
  }
`;

/** Puts a company under a group whose plan has moreThanOneOrganizationStructure (null: takes it out). */
export function useSetParentOrganizationMutation() {
  return useMutation<
    { setParentOrganization: CommandResultView },
    { organizationId: string; parentOrganizationId: string }
  >(SetParentOrganizationMutation);
}
