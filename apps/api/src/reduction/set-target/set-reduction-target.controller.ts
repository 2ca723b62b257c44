import { type ReductionCommandResultView, setReductionTargetInputSchema } from '@ghg/contracts';
import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { SetReductionTargetCommand } from './set-reduction-target.handler.js';

/** PUT organizations/{orgId}/reduction-target: { baseYear, targetYear, scope12Percent, scope3Percent? }. */
@Controller('api/organizations/:organizationId/reduction-target')
export class SetReductionTargetController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @RequiresModule('predefinedReductionStrategies')
  set(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const input = parseOrThrow(setReductionTargetInputSchema, body ?? {});
    return this.commands.execute(new SetReductionTargetCommand(context, input));
  }
}
