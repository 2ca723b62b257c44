import {
  type ReductionCommandResultView,
  addCustomReductionMeasureInputSchema,
  adoptReductionMeasureInputSchema,
  changeReductionMeasureStatusInputSchema,
} from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ReductionPlanCommandMessage } from './reduction-plan.handler.js';

/** The company's reduction plan: measures adopted from the catalogue or written by the company, and statuses. */
@Controller('api/organizations/:organizationId/reduction-plan')
export class ReductionPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Post('measures')
  @HttpCode(201)
  @RequiresModule('predefinedReductionStrategies')
  adopt(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(adoptReductionMeasureInputSchema, body ?? {});
    return this.commands.execute(new ReductionPlanCommandMessage(context, { kind: 'adopt', body: input }));
  }

  @Post('custom-measures')
  @HttpCode(201)
  @RequiresModule('reductionStrategiesCreator')
  addCustom(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(addCustomReductionMeasureInputSchema, body ?? {});
    return this.commands.execute(new ReductionPlanCommandMessage(context, { kind: 'custom', body: input }));
  }

  @Put('measures/:measureId/status')
  @RequiresModule('predefinedReductionStrategies')
  changeStatus(
    @Param('organizationId') organizationId: string,
    @Param('measureId') measureId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(changeReductionMeasureStatusInputSchema, body ?? {});
    return this.commands.execute(
      new ReductionPlanCommandMessage(context, { kind: 'status', measureId, body: input }),
    );
  }
}
