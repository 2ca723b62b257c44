import type { BackofficeOrganizationView, CommandResultView } from '@ghg/contracts';
import { gql, useMutation, useQuery } from 'urql';

const OrganizationsQuery = gql`
  query BackofficeOrganizations {
    backofficeOrganizations {
      organizationId
      name
      demo
      planName
      planClass
      planLabel {
        pl
        en
      }
      status
      blockedMonths
    }
  }
`;

const AssignPlanMutation = gql`
  mutation AssignPlan($organizationId: ID!, $planName: String!) {
    assignPlan(organizationId: $organizationId, planName: $planName) {
      position
      revision
      changed
    }
  }
`;

const BlockMutation = gql`
  mutation BlockOrganization($organizationId: ID!) {
    blockOrganization(organizationId: $organizationId) {
      position
      revision
      changed
    }
  }
`;

const UnblockMutation = gql`
  mutation UnblockOrganization($organizationId: ID!) {
    unblockOrganization(organizationId: $organizationId) {
      position
      revision
      changed
    }
  }
`;

/** Paused until the viewer is known to be provider staff: anyone else would only get a 403. */
export function useBackofficeOrganizationsQuery(pause: boolean) {
  return useQuery<{ backofficeOrganizations: BackofficeOrganizationView[] }>({
    query: OrganizationsQuery,
    pause,
    requestPolicy: 'network-only',
  });
}

export function useAssignPlanMutation() {
  return useMutation<{ assignPlan: CommandResultView }, { organizationId: string; planName: string }>(
    AssignPlanMutation,
  );
}

export function useBlockOrganizationMutation() {
  return useMutation<{ blockOrganization: CommandResultView }, { organizationId: string }>(BlockMutation);
}

export function useUnblockOrganizationMutation() {
  return useMutation<{ unblockOrganization: CommandResultView }, { organizationId: string }>(UnblockMutation);
}
