import type { ReportProductView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ReportProductsQuery } from './report-products.query.js';

/** GET organizations/{orgId}/report-products (spec §7). */
@Controller('api/organizations/:organizationId/report-products')
export class ReportProductsController {
  constructor(private readonly query: ReportProductsQuery) {}

  @Get()
  @Access(SIGNED_IN)
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<ReportProductView[]> {
    return this.query.of(assertOwnOrganization(contextOf(req), organizationId));
  }
}
