import type { CommandResultView } from '@ghg/contracts';
import { gql, useMutation, useQuery } from 'urql';

/** BlockedPeriodView: a month provider staff blocked, by whom and when. */
export interface BlockedPeriod {
  /** 'YYYY-MM' */
  period: string;
  blockedBy: string;
  blockedByName: string;
  blockedAt: string;
}

const BlockedPeriodsQuery = gql`
  query BlockedPeriods {
    blockedPeriods {
      period
      blockedBy
      blockedByName
      blockedAt
    }
  }
`;

const BlockPeriodMutation = gql`
  mutation BlockPeriod($period: String!) {
    blockPeriod(period: $period) {
      position
      revision
      changed
    }
  }
`;

const UnblockPeriodMutation = gql`
  mutation UnblockPeriod($period: String!) {
    unblockPeriod(period: $period) {
      position
      revision
      changed
    }
  }
`;

/** The caller's own organization's blocked months (paused while provider staff look at a client's). */
export function useBlockedPeriodsQuery(pause = false) {
  return useQuery<{ blockedPeriods: BlockedPeriod[] }>({ query: BlockedPeriodsQuery, pause });
}

export function useBlockPeriodMutation() {
  return useMutation<{ blockPeriod: CommandResultView }, { period: string }>(BlockPeriodMutation);
}

export function useUnblockPeriodMutation() {
  return useMutation<{ unblockPeriod: CommandResultView }, { period: string }>(UnblockPeriodMutation);
}
