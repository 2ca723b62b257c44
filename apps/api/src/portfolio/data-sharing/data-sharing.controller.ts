import type { DataSharingView } from '@ghg/contracts';
import { Controller, Delete, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { ChangeDataSharingCommand } from './change-data-sharing.command.js';
import { DataSharingQuery } from './data-sharing.query.js';

/**
 * The company's consent to share its climate figures with its provider: anyone of the company reads it, only its
 * administrator changes it (the domain refuses a member; the guard refuses the read-only auditor).
 */
@Controller('api/organizations/:organizationId/data-sharing')
export class DataSharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: DataSharingQuery,
  ) {}

  @Get()
  @Access(SIGNED_IN)
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<DataSharingView> {
    return this.query.of(assertOwnOrganization(contextOf(req), organizationId));
  }

  @Put()
  @HttpCode(200)
  @Access(SIGNED_IN)
  consent(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(organizationId, req, true);
  }

  @Delete()
  @HttpCode(200)
  @Access(SIGNED_IN)
  withdraw(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.change(organizationId, req, false);
  }

  private async change(
    organizationId: string,
    req: RequestWithContext,
    consent: boolean,
  ): Promise<CommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const outcome = await this.commands.execute<ChangeDataSharingCommand, CommandOutcome>(
      new ChangeDataSharingCommand(context, consent),
    );
    return commandResultView(outcome);
  }
}
