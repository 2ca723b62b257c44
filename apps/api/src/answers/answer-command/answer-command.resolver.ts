import type { AnswerCommandResultView } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { AnswerCommandCommand, type AnswerCommandOutcome } from './answer-command.command.js';
import { answerCommandResultView } from './answer-command-result.view.js';

@Resolver()
export class AnswerCommandResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('answerCommand')
  async answerCommand(
    @Args('questionId') questionId: string,
    @Args('command') command: unknown,
    @Args('expectedRevision') expectedRevision: number,
    @Context('req') req: RequestWithContext,
  ): Promise<AnswerCommandResultView> {
    const outcome = await this.commands.execute<AnswerCommandCommand, AnswerCommandOutcome>(
      new AnswerCommandCommand(contextOf(req), questionId, command, expectedRevision),
    );
    return answerCommandResultView(outcome);
  }
}
