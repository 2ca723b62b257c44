import type { BlockedPeriodView } from '@ghg/contracts';
import { Controller, Delete, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LockClientPeriodCommand } from '../../portfolio/lock-period/lock-client-period.command.js';
import { ProviderOnly } from '../../access/access-rule.js';
import { ChangeBlockedPeriodCommand } from '../../answers/change-blocked-period/change-blocked-period.command.js';
import { BlockedPeriodsQuery } from '../../answers/blocked-periods/blocked-periods.query.js';
import { contextOf, type RequestContext, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import type { CommandOutcome } from '../../shared/stream-command.js';

/**
 * Provider staff block months of any client organization; a provider supervisor unblocks them. The guard lets
 * only provider roles in (@ProviderOnly), the organization's decide says which of them may do what. The event goes
 * to the client's stream with the provider person as its actor, so the client's audit log shows who did it.
 */
@Controller('api/backoffice/organizations/:organizationId/blocked-periods')
export class ClientBlockedPeriodsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: BlockedPeriodsQuery,
  ) {}

  @Get()
  @ProviderOnly()
  list(@Param('organizationId') organizationId: string): Promise<BlockedPeriodView[]> {
    return this.query.forOrganization(organizationId);
  }

  @Put(':period')
  @HttpCode(200)
  @ProviderOnly()
  block(
    @Param('organizationId') organizationId: string,
    @Param('period') period: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(contextOf(req), organizationId, period, true);
  }

  @Delete(':period')
  @HttpCode(200)
  @ProviderOnly()
  unblock(
    @Param('organizationId') organizationId: string,
    @Param('period') period: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(contextOf(req), organizationId, period, false);
  }

  private async change(
    context: RequestContext,
    organizationId: string,
    period: string,
    blocked: boolean,
  ): Promise<CommandResultView> {
    const onBehalf: RequestContext = { ...context, actor: { ...context.actor, organizationId } };
    // Locking also snapshots a consenting client's year for its partner portfolio (same transaction).
    const command = blocked
      ? new LockClientPeriodCommand(onBehalf, period)
      : new ChangeBlockedPeriodCommand(onBehalf, period, false);
    const outcome = await this.commands.execute<typeof command, CommandOutcome>(command);
    return commandResultView(outcome);
  }
}
