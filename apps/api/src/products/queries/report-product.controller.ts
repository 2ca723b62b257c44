import type { ReportProductDetailView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ReportProductQuery } from './report-product.query.js';

/** GET organizations/{orgId}/report-product (spec §7). */
@Controller('api/organizations/:organizationId/report-product')
export class ReportProductController {
  constructor(private readonly query: ReportProductQuery) {}

  @Get(':productId')
  @Access(SIGNED_IN)
  get(
    @Param('organizationId') organizationId: string,
    @Param('productId') productId: string,
    @Req() req: RequestWithContext,
  ): Promise<ReportProductDetailView> {
    return this.query.of(assertOwnOrganization(contextOf(req), organizationId), productId);
  }
}
