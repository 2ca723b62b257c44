import type { AnswerCommandResultView } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { answerCommandResultView } from '../../answers/answer-command/answer-command-result.view.js';
import type { AnswerCommandOutcome } from '../../answers/answer-command/answer-command.command.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ProductAnswerCommandCommand } from './product-answer-command.command.js';

@Resolver()
export class ProductAnswerCommandResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('productAnswerCommand')
  @Access(SIGNED_IN)
  async productAnswerCommand(
    @Args('productId') productId: string,
    @Args('sectionKey') sectionKey: string,
    @Args('command') command: unknown,
    @Args('expectedRevision') expectedRevision: number,
    @Context('req') req: RequestWithContext,
  ): Promise<AnswerCommandResultView> {
    return answerCommandResultView(
      await this.commands.execute<ProductAnswerCommandCommand, AnswerCommandOutcome>(
        new ProductAnswerCommandCommand(contextOf(req), productId, sectionKey, command, expectedRevision),
      ),
    );
  }
}
