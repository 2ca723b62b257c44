import { INITIAL_QUESTION_FIELDS } from '@ghg/contracts';
import { newestFirst, parseAuditValue } from '../../../components/history/audit-values';
import { type AuditEntry, PROFILE_EVENT_TYPE } from '../api/audit-log.query';
import type { InitialQuestionField } from './initial-questions-values';

export interface HistoryChange {
  id: string;
  occurredAt: string;
  actorName: string;
  field: InitialQuestionField;
  before: unknown;
  after: unknown;
}

function isInitialQuestionField(field: string | null): field is InitialQuestionField {
  return field !== null && (INITIAL_QUESTION_FIELDS as readonly string[]).includes(field);
}

/**
 * The changes of initial-question answers in the audit log, newest first. Profile events only: a data-entry row's
 * 'country' or 'description' is not the profile's, whatever its field is called.
 */
export function initialQuestionChanges(entries: readonly AuditEntry[]): HistoryChange[] {
  return entries
    .filter((entry) => entry.eventType === PROFILE_EVENT_TYPE && isInitialQuestionField(entry.field))
    .sort(newestFirst)
    .map((entry) => ({
      id: entry.id,
      occurredAt: entry.occurredAt,
      actorName: entry.actorName,
      field: entry.field as InitialQuestionField,
      before: parseAuditValue(entry.before),
      after: parseAuditValue(entry.after),
    }));
}
