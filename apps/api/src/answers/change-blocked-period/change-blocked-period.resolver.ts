import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { ChangeBlockedPeriodCommand } from './change-blocked-period.command.js';

@Resolver()
export class ChangeBlockedPeriodResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('blockPeriod')
  blockPeriod(
    @Args('period') period: string,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(req, period, true);
  }

  @Mutation('unblockPeriod')
  unblockPeriod(
    @Args('period') period: string,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(req, period, false);
  }

  private async change(
    req: RequestWithContext,
    period: string,
    blocked: boolean,
  ): Promise<CommandResultView> {
    const outcome = await this.commands.execute<ChangeBlockedPeriodCommand, CommandOutcome>(
      new ChangeBlockedPeriodCommand(contextOf(req), period, blocked),
    );
    return commandResultView(outcome);
  }
}
