import type { ProductsQuestionsView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ProductsQuestionsQuery } from './products-questions.query.js';

/** GET organizations/{orgId}/products-questions (spec §7). */
@Controller('api/organizations/:organizationId/products-questions')
export class ProductsQuestionsController {
  constructor(private readonly query: ProductsQuestionsQuery) {}

  @Get()
  @Access(SIGNED_IN)
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<ProductsQuestionsView> {
    return this.query.of(assertOwnOrganization(contextOf(req), organizationId));
  }
}
