import type { AnswerAuditEntryView, AnswerAuditFilter } from '@ghg/contracts';
import { useMemo } from 'react';
import { gql, useQuery } from 'urql';
import { readYourWrites } from '../../lib/read-your-writes';

export type AnswerAuditEntry = AnswerAuditEntryView;

export const AnswerAuditLogQuery = gql`
  query AnswerAuditLog($filter: AnswerAuditFilterInput) {
    answerAuditLog(filter: $filter) {
      id
      position
      occurredAt
      actorId
      actorName
      eventType
      questionId
      rowId
      period
      field
      before
      after
    }
  }
`;

interface AnswerAuditLogOptions {
  pause?: boolean;
  /** A write of this page: the server answers once its audit trail includes it. */
  waitForPosition?: string;
}

/** Answer audit lines matching the filter, newest first (the server caps them at `limit`, at most 1000). */
export function useAnswerAuditLogQuery(filter: AnswerAuditFilter, options: AnswerAuditLogOptions = {}) {
  const { waitForPosition } = options;
  // urql runs the query again whenever the context object changes: it is kept while the position is the same.
  const context = useMemo(
    () => (waitForPosition ? { fetchOptions: readYourWrites(waitForPosition) } : undefined),
    [waitForPosition],
  );
  return useQuery<{ answerAuditLog: AnswerAuditEntry[] }, { filter: AnswerAuditFilter }>({
    query: AnswerAuditLogQuery,
    variables: { filter },
    pause: options.pause,
    requestPolicy: 'cache-and-network',
    context,
  });
}
