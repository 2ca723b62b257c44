import type { AuditEntryView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type AuditEntry = AuditEntryView;

const AuditLogQuery = gql`
  query AuditLog($limit: Int, $eventType: String) {
    auditLog(limit: $limit, eventType: $eventType) {
      id
      position
      occurredAt
      actorId
      actorName
      eventType
      streamId
      field
      before
      after
      source
    }
  }
`;

/** The event that records a change of the company profile (initial questions). */
export const PROFILE_EVENT_TYPE = 'InitialQuestionsAnswered';

/**
 * The company profile's History: profile changes only, asked of the server as such (the organization's other
 * events, and data entry's, whose columns may share a name such as 'country', never crowd them out or mix in).
 */
export function useAuditLogQuery() {
  return useQuery<{ auditLog: AuditEntry[] }>({
    query: AuditLogQuery,
    variables: { limit: 100, eventType: PROFILE_EVENT_TYPE },
  });
}
