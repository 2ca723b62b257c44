import { initialQuestionsSchema } from '@ghg/contracts';
import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '../../shared/api-error.js';
import { type CommandOutcome, executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { AnswerInitialQuestionsCommand } from './answer-initial-questions.command.js';

@CommandHandler(AnswerInitialQuestionsCommand)
export class AnswerInitialQuestionsHandler implements ICommandHandler<
  AnswerInitialQuestionsCommand,
  CommandOutcome
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    context,
    input,
    expectedRevision,
  }: AnswerInitialQuestionsCommand): Promise<CommandOutcome> {
    const answers = parseOrThrow(initialQuestionsSchema, input);
    const organizationId = context.actor.organizationId;
    return executeOnStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
      { type: 'AnswerInitialQuestions', data: { organizationId, answers: withoutEmpty(answers) } },
      context,
      expectedRevision,
    );
  }
}

/** Undefined means "not answered": such fields are not stored, so a cleared field reads as null everywhere. */
function withoutEmpty(answers: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(answers).filter((e): e is [string, string | number] => e[1] !== undefined),
  );
}
