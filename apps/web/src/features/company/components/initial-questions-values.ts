import { INITIAL_QUESTION_FIELDS, type InitialQuestionsInput } from '@ghg/contracts';
import type { SavedInitialQuestions } from '../api/initial-questions.types';

export type InitialQuestionField = (typeof INITIAL_QUESTION_FIELDS)[number];

/** What the form edits: every field as text, '' meaning not answered. */
export type InitialQuestionsFormValues = Record<InitialQuestionField, string>;

const NUMBER_FIELDS: ReadonlySet<InitialQuestionField> = new Set([
  'peopleAmountNumber',
  'annualRevenueRange',
]);

export function isNumberField(field: InitialQuestionField): boolean {
  return NUMBER_FIELDS.has(field);
}

export function toFormValues(saved: SavedInitialQuestions | null | undefined): InitialQuestionsFormValues {
  const entries = INITIAL_QUESTION_FIELDS.map((field) => {
    const value = saved?.[field];
    return [field, value === null || value === undefined ? '' : String(value)] as const;
  });
  return Object.fromEntries(entries) as InitialQuestionsFormValues;
}

/**
 * The mutation input: unanswered fields are left out (the API refuses null and undefined values), numbers are
 * parsed; text that is not a number stays NaN so the schema reports 'invalid_number' for it.
 */
export function toMutationInput(values: InitialQuestionsFormValues): InitialQuestionsInput {
  const input: Record<string, string | number> = {};
  for (const field of INITIAL_QUESTION_FIELDS) {
    const raw = field === 'description' ? values[field] : values[field].trim();
    if (raw.trim() === '') continue;
    input[field] = isNumberField(field) ? (/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN) : raw;
  }
  return input as InitialQuestionsInput;
}
