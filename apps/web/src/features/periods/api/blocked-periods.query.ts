import { gql, useQuery } from 'urql';

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

/** The caller's own organization's blocked months (paused while provider staff look at a client's). */
export function useBlockedPeriodsQuery(pause = false) {
  return useQuery<{ blockedPeriods: BlockedPeriod[] }>({ query: BlockedPeriodsQuery, pause });
}
