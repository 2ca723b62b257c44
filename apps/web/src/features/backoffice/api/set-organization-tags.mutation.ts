import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation } from 'urql';

const SetOrganizationTagsMutation = gql`
  mutation SetOrganizationTags($organizationId: ID!, $tags: [String!]!) {
    setOrganizationTags(organizationId: $organizationId, tags: $tags) {
      position
      revision
      changed
    }
  }
`;

export function useSetOrganizationTagsMutation() {
  return useMutation<{ setOrganizationTags: CommandResultView }, { organizationId: string; tags: string[] }>(
    SetOrganizationTagsMutation,
  );
}
