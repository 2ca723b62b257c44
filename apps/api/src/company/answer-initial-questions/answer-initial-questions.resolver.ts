import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { CommandBus } from '@nestjs/cqrs';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { AnswerInitialQuestionsCommand } from './answer-initial-questions.command.js';

@Resolver()
export class AnswerInitialQuestionsResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('updateInitialQuestions')
  async updateInitialQuestions(
    @Args('input') input: Record<string, unknown>,
    @Args('expectedRevision') expectedRevision: number | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    const outcome = await this.commands.execute<AnswerInitialQuestionsCommand, CommandOutcome>(
      new AnswerInitialQuestionsCommand(contextOf(req), withoutNulls(input), expectedRevision ?? undefined),
    );
    return commandResultView(outcome);
  }
}

/** GraphQL input objects carry null for "not given"; the contracts treat a left-out field as empty. */
function withoutNulls(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
}
