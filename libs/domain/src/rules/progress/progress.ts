import { statusOfQuestion, type QuestionStatus } from './question-status.js';

/** Share of completed questions in percent, 0 to 100 unrounded (spec §4). No questions means 0. */
export function progressOf(
  questionIds: readonly string[],
  questionsStatus: Readonly<Record<string, string | undefined>>,
): number {
  if (questionIds.length === 0) return 0;
  const completed = questionIds.filter((id) => statusOfQuestion(questionsStatus, id) === 'completed').length;
  return (completed / questionIds.length) * 100;
}

/** 0 gives notstarted, 100 gives completed, anything between gives inprogress (spec §4). */
export function statusOfProgress(progress: number): Exclude<QuestionStatus, 'tofix'> {
  if (progress <= 0) return 'notstarted';
  if (progress >= 100) return 'completed';
  return 'inprogress';
}

/**
 * Status of a section, scope or product built from its questions.
 *
 * Precedence: tofix wins over everything else. A question sent back for correction needs the user's action
 * even when every other question is completed, so hiding it behind 'completed' or 'inprogress' would hide
 * the one thing the user must do. Otherwise the status follows the progress, as the spec says; a question
 * marked inprogress does not move a section out of notstarted, only completed questions do.
 */
export function statusOfQuestions(
  questionIds: readonly string[],
  questionsStatus: Readonly<Record<string, string | undefined>>,
): QuestionStatus {
  if (questionIds.some((id) => statusOfQuestion(questionsStatus, id) === 'tofix')) return 'tofix';
  return statusOfProgress(progressOf(questionIds, questionsStatus));
}
