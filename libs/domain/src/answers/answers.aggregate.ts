import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { type AnswerDecision, decideAnswerCommand } from './answers.decision.js';
import { ANSWER_EVENT_TYPES } from './answers.events.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';

/** A section sheet's stream, decided in one context: the section, the person's role, the blocked months. */
export const answersAggregate = (context: AnswerCommandContext) => ({
  initialState: initialAnswersState,
  eventTypes: ANSWER_EVENT_TYPES,
  evolve: evolveAnswers,
  decide: (command: AnswerCommand, state: AnswersState): AnswerDecision =>
    decideAnswerCommand(command, state, context),
});
