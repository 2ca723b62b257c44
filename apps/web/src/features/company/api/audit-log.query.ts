import { gql, useQuery } from 'urql';

export interface AuditEntry {
  id: string;
  position: string;
  occurredAt: string;
  actorId: string;
  actorName: string;
  eventType: string;
  streamId: string;
  field: string | null;
  /** JSON text of the value before the change; null when it was empty. */
  before: string | null;
  after: string | null;
  source: string | null;
}

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
