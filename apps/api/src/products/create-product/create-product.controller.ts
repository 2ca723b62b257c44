import type { ProductCreatedView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { CreateProductCommand, type ProductCommandOutcome } from './create-product.command.js';

export const productOutcomeView = (outcome: ProductCommandOutcome): ProductCreatedView => ({
  productId: outcome.productId,
  position: outcome.position.toString(),
  revision: outcome.revision,
  changed: outcome.changed,
});

@Controller('api/organizations/:organizationId/products')
export class CreateProductController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Access(SIGNED_IN)
  async create(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ProductCreatedView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return productOutcomeView(
      await this.commands.execute<CreateProductCommand, ProductCommandOutcome>(
        new CreateProductCommand(context, body),
      ),
    );
  }
}
