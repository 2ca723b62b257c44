/** Status keys of a question, a section, a scope or a product (spec §4). */
export const QUESTION_STATUSES = ['notstarted', 'inprogress', 'tofix', 'completed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export function isQuestionStatus(value: unknown): value is QuestionStatus {
  return typeof value === 'string' && (QUESTION_STATUSES as readonly string[]).includes(value);
}

/**
 * The status a question has in an organization's questionsStatus map. A question with no entry, or with a
 * value outside the known keys, counts as notstarted (spec §4: "an unknown question counts as notstarted").
 */
export function statusOfQuestion(
  questionsStatus: Readonly<Record<string, string | undefined>>,
  questionId: string,
): QuestionStatus {
  const status = Object.prototype.hasOwnProperty.call(questionsStatus, questionId)
    ? questionsStatus[questionId]
    : undefined;
  return isQuestionStatus(status) ? status : 'notstarted';
}
