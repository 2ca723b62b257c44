import { PRODUCT_SECTION_KEYS } from '../emissions/catalogue/section-keys.js';
import { statusOfQuestions, progressOf } from '../rules/progress/progress.js';
import type { QuestionStatus } from '../rules/progress/question-status.js';

/**
 * A product's status from its six sections (spec §4): the share of completed sections, 0 notstarted, 100
 * completed, between inprogress; a section to fix makes the product to fix. A section never answered counts as
 * notstarted.
 */
export function productProgressOf(sectionStatus: Readonly<Record<string, string | undefined>>): {
  status: QuestionStatus;
  progress: number;
} {
  return {
    status: statusOfQuestions(PRODUCT_SECTION_KEYS, sectionStatus),
    progress: progressOf(PRODUCT_SECTION_KEYS, sectionStatus),
  };
}
