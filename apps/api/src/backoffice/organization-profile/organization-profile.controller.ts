import type { CommandResultView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SetOrganizationProfileHandler } from './set-organization-profile.handler.js';

@Controller('api/backoffice/organizations/:organizationId')
export class OrganizationProfileController {
  constructor(private readonly handler: SetOrganizationProfileHandler) {}

  @Put('partnership')
  @HttpCode(200)
  @ProviderOnly()
  setPartnership(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setPartnership(contextOf(req), organizationId, body);
  }

  @Put('tags')
  @HttpCode(200)
  @ProviderOnly()
  setTags(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setTags(contextOf(req), organizationId, body);
  }

  @Put('parent')
  @HttpCode(200)
  @ProviderOnly()
  setParent(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setParent(contextOf(req), organizationId, body);
  }
}
