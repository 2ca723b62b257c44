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

export function useBackofficeOrganizationsQuery() {
  return useQuery<{ backofficeOrganizations: BackofficeOrganizationView[] }>({
    query: OrganizationsQuery,
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
