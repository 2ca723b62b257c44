import { Controller, Delete, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { ChangeBlockedPeriodCommand } from './change-blocked-period.command.js';

@Controller('api/organizations/:organizationId/blocked-periods/:period')
export class ChangeBlockedPeriodController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  block(
    @Param('organizationId') organizationId: string,
    @Param('period') period: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(req, organizationId, period, true);
  }

  @Delete()
  unblock(
    @Param('organizationId') organizationId: string,
    @Param('period') period: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(req, organizationId, period, false);
  }

  private async change(
    req: RequestWithContext,
    organizationId: string,
    period: string,
    blocked: boolean,
  ): Promise<CommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const outcome = await this.commands.execute<ChangeBlockedPeriodCommand, CommandOutcome>(
      new ChangeBlockedPeriodCommand(context, period, blocked),
    );
    return commandResultView(outcome);
  }
}
