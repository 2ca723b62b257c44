import type { OrganizationStructureView, OrganizationView, PlanView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { Public, RequiresModule } from '../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { assertOwnOrganization } from '../shared/own-organization.js';
import { OrganizationQuery } from './organization.query.js';

@Controller('api/organizations/:organizationId')
export class OrganizationController {
  constructor(private readonly query: OrganizationQuery) {}

  @Get()
  @Public()
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<OrganizationView> {
    return this.query.organization(assertOwnOrganization(contextOf(req), organizationId));
  }

  @Get('plan')
  @Public()
  plan(@Param('organizationId') organizationId: string, @Req() req: RequestWithContext): Promise<PlanView> {
    return this.query.plan(assertOwnOrganization(contextOf(req), organizationId));
  }

  @Get('structure')
  @RequiresModule('moreThanOneOrganizationStructure')
  structure(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<OrganizationStructureView> {
    return this.query.structure(assertOwnOrganization(contextOf(req), organizationId));
  }
}
