import type { AuditEntryView } from '@ghg/contracts';
import { gql, useQuery } from 'urql';

export type AuditEntry = AuditEntryView;

const AuditLogQuery = gql`
  query AuditLog($limit: Int) {
    auditLog(limit: $limit) {
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

export function useAuditLogQuery() {
  return useQuery<{ auditLog: AuditEntry[] }>({ query: AuditLogQuery, variables: { limit: 100 } });
}
