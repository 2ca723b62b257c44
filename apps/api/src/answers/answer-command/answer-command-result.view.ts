import type { AnswerCommandResultView } from '@ghg/contracts';
import type { AnswerCommandOutcome } from './answer-command.command.js';

export const answerCommandResultView = (outcome: AnswerCommandOutcome): AnswerCommandResultView => ({
  position: outcome.position.toString(),
  revision: outcome.revision,
  changed: outcome.changed,
  rowId: outcome.rowId,
  keptBlocked: outcome.keptBlocked,
});
