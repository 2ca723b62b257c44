import type { InitialAnswerValue } from './initial-answer-value.js';

/** One field that changed: null on either side means "no answer". */
export interface FieldChange {
  field: string;
  before: InitialAnswerValue | null;
  after: InitialAnswerValue | null;
}
