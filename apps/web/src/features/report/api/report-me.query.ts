import type { MeView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type ReportMe = Pick<MeView, 'userId' | 'organizationId' | 'role'>;

const ReportMeQuery = gql`
  query ReportMe {
    me {
      userId
      organizationId
      role
    }
  }
`;

/** Who edits: the organization names the local copy of the tables, the role decides read-only. */
export function useReportMeQuery() {
  return useQuery<{ me: ReportMe }>({ query: ReportMeQuery, requestPolicy: 'cache-first' });
}

/** Only the organization's own people enter data; auditors and provider staff read (mirrors the API's rule). */
export function canEditAnswers(role: ReportMe['role'] | undefined): boolean {
  return role === 'administrator' || role === 'member';
}
