import { type ReductionCommandResultView, setReductionTargetInputSchema } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { SetReductionTargetCommand } from './set-reduction-target.handler.js';

@Resolver()
export class SetReductionTargetResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('setReductionTarget')
  @RequiresModule('predefinedReductionStrategies')
  set(
    @Args('input') input: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const body = parseOrThrow(setReductionTargetInputSchema, givenOnly(input));
    return this.commands.execute(new SetReductionTargetCommand(contextOf(req), body));
  }
}
