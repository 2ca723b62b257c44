import type { InvitationView } from '@ghg/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import type { CommandResultView } from '../shared/command-result.view.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { InvitationsService } from './invitations.service.js';

/** Spec §7 `organizations/{orgId}/magicLinks`: the organization's invitations; the path's id must be the session's. */
@Controller('api/organizations/:organizationId/magicLinks')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  list(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<InvitationView[]> {
    return this.invitations.list(this.own(req, organizationId));
  }

  @Post()
  @HttpCode(201)
  invite(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView & { magicLinkId: string }> {
    return this.invitations.invite(this.own(req, organizationId), body);
  }

  @Post(':magicLinkId/resend')
  @HttpCode(200)
  resend(
    @Param('organizationId') organizationId: string,
    @Param('magicLinkId') magicLinkId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.invitations.resend(this.own(req, organizationId), magicLinkId);
  }

  @Delete(':magicLinkId')
  revoke(
    @Param('organizationId') organizationId: string,
    @Param('magicLinkId') magicLinkId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.invitations.revoke(this.own(req, organizationId), magicLinkId);
  }

  private own(req: RequestWithContext, organizationId: string) {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return context;
  }
}
