import {
  type AnswerCommand,
  type AnswerCommandContext,
  type AnswerEvent,
  type AnswersState,
  answersStreamId,
  decideAnswers,
  evolveAnswers,
  initialAnswersState,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Aggregate, executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { blockedPeriodsOf } from '../organization-blocked-periods.js';
import { reportSectionOf } from '../../shared/report-sections.js';
import { answerCommandOf, createdRowIdOf } from './answer-command-input.js';
import { AnswerCommandCommand, type AnswerCommandOutcome } from './answer-command.command.js';

@CommandHandler(AnswerCommandCommand)
export class AnswerCommandHandler implements ICommandHandler<AnswerCommandCommand, AnswerCommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    context,
    questionId,
    command: input,
    expectedRevision,
  }: AnswerCommandCommand): Promise<AnswerCommandOutcome> {
    const section = reportSectionOf(questionId);
    const command = answerCommandOf(input);
    const { organizationId, role } = context.actor;
    const answerContext: AnswerCommandContext = {
      questionId: section.key,
      role,
      blockedPeriods: await blockedPeriodsOf(this.store, organizationId),
      currentPeriod: new Date().toISOString().slice(0, 7),
    };
    let decidedOn: AnswersState = initialAnswersState;
    const aggregate: Aggregate<AnswersState, AnswerCommand, AnswerEvent> = {
      initialState: initialAnswersState,
      evolve: evolveAnswers,
      decide: (cmd, state) => {
        decidedOn = state;
        return decideAnswers(cmd, state, answerContext);
      },
    };
    const outcome = await executeOnStream(
      this.store,
      answersStreamId(organizationId, section.key),
      aggregate,
      command,
      context,
      expectedRevision,
    );
    return {
      ...outcome,
      rowId: outcome.changed ? createdRowIdOf(command) : null,
      keptBlocked: keptBlockedOf(command, decidedOn, answerContext),
    };
  }
}

/** 'Delete all' and reset leave rows of blocked months in place; the answer says how many, even if none went. */
function keptBlockedOf(command: AnswerCommand, state: AnswersState, context: AnswerCommandContext): number {
  if (command.type !== 'DeleteAllRows' && command.type !== 'ResetSection') return 0;
  let kept = 0;
  for (const row of state.rows.values()) if (context.blockedPeriods.has(row.period)) kept += 1;
  return kept;
}
