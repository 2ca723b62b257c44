import { type AnswerCommandContext, answersAggregate, answersStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { blockedPeriodsOf, locationIdsOf } from '../organization-blocked-periods.js';
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
      locationIds: await locationIdsOf(this.store, organizationId),
    };
    const { position, revision, changed, decision } = await executeOnStream(
      this.store,
      answersStreamId(organizationId, section.key),
      answersAggregate(answerContext),
      command,
      context,
      expectedRevision,
    );
    return {
      position,
      revision,
      changed,
      rowId: changed ? createdRowIdOf(command) : null,
      // 'Delete all' and reset leave rows of blocked months in place; the answer says how many, even if none went.
      keptBlocked: decision.keptBlocked,
    };
  }
}
