import type { CommandResultView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { AssignPlanHandler } from './assign-plan.handler.js';

@Controller('api/backoffice/organizations/:organizationId')
export class AssignPlanController {
  constructor(private readonly handler: AssignPlanHandler) {}

  @Put('plan')
  @HttpCode(200)
  @ProviderOnly()
  assignPlan(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, body);
  }
}
