import {
  type CommandResultView,
  returnRowInputSchema,
  rowIdsInputSchema,
  type RowVerificationsView,
} from '@ghg/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { RowVerificationQuery } from './row-verification.query.js';
import { RunRowVerificationCommand, type RowVerificationRequest } from './row-verification.command.js';

/** Row verification (spec §4 badges), module taskManagement: send, approve, return, and the rows' badges. */
@Controller('api/organizations/:organizationId/row-verification')
export class RowVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: RowVerificationQuery,
  ) {}

  private run(orgId: string, req: RequestWithContext, build: () => RowVerificationRequest) {
    const context = contextOf(req);
    assertOwnOrganization(context, orgId);
    return this.commands.execute<RunRowVerificationCommand, CommandResultView>(
      new RunRowVerificationCommand(context, build()),
    );
  }

  @Get()
  @RequiresModule('taskManagement')
  list(
    @Param('organizationId') orgId: string,
    @Req() req: RequestWithContext,
  ): Promise<RowVerificationsView> {
    const context = contextOf(req);
    assertOwnOrganization(context, orgId);
    return this.query.list(context.actor);
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresModule('taskManagement')
  submit(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => ({
      type: 'SubmitRowsForVerification',
      rowIds: parseOrThrow(rowIdsInputSchema, body ?? {}).rowIds,
    }));
  }

  @Post('approve')
  @HttpCode(200)
  @RequiresModule('taskManagement')
  approve(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => ({
      type: 'ApproveRows',
      rowIds: parseOrThrow(rowIdsInputSchema, body ?? {}).rowIds,
    }));
  }

  @Post('return')
  @HttpCode(200)
  @RequiresModule('taskManagement')
  giveBack(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(orgId, req, () => ({
      type: 'ReturnRow',
      ...parseOrThrow(returnRowInputSchema, body ?? {}),
    }));
  }
}
