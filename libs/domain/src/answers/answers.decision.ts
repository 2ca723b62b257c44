import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { decideAnswers } from './answers.decide.js';
import type { AnswerEvent } from './answers.events.js';
import type { AnswersState } from './answers.state.js';
import { splitByBlocked } from './blocked-rows.js';

/**
 * What a command on a section sheet came to: its events, and how many rows of blocked months 'delete all' and
 * reset left in place. The count is answered even when nothing else went (every row in a blocked month), so the
 * person is told why rows are still there; other commands keep none.
 */
export interface AnswerDecision {
  events: AnswerEvent[];
  keptBlocked: number;
}

export function decideAnswerCommand(
  command: AnswerCommand,
  state: AnswersState,
  context: AnswerCommandContext,
): AnswerDecision {
  const events = decideAnswers(command, state, context);
  const clearsSheet = command.type === 'DeleteAllRows' || command.type === 'ResetSection';
  const keptBlocked = clearsSheet ? splitByBlocked([...state.rows.values()], context).kept : 0;
  return { events, keptBlocked };
}
