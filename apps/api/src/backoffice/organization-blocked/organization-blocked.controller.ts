import type { CommandResultView } from '@ghg/contracts';
import { Controller, Delete, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SetOrganizationBlockedHandler } from './set-organization-blocked.handler.js';

@Controller('api/backoffice/organizations/:organizationId')
export class OrganizationBlockedController {
  constructor(private readonly handler: SetOrganizationBlockedHandler) {}

  @Put('blocked')
  @HttpCode(200)
  @ProviderOnly()
  block(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, true);
  }

  @Delete('blocked')
  @HttpCode(200)
  @ProviderOnly()
  unblock(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, false);
  }
}
