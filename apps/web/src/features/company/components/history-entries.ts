import { INITIAL_QUESTION_FIELDS } from '@ghg/contracts';
import type { AuditEntry } from '../api/audit-log.query';
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

/** Audit values are JSON texts; null stands for an empty answer. */
export function parseAuditValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function positionOf(entry: AuditEntry): bigint | null {
  return /^\d+$/.test(entry.position) ? BigInt(entry.position) : null;
}

function newestFirst(a: AuditEntry, b: AuditEntry): number {
  const pa = positionOf(a);
  const pb = positionOf(b);
  if (pa !== null && pb !== null && pa !== pb) return pa > pb ? -1 : 1;
  return Date.parse(b.occurredAt) - Date.parse(a.occurredAt);
}

/** The changes of initial-question answers in the audit log, newest first. */
export function initialQuestionChanges(entries: readonly AuditEntry[]): HistoryChange[] {
  return entries
    .filter((entry) => isInitialQuestionField(entry.field))
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
