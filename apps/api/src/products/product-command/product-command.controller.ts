import type { ProductCreatedView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import type { ProductCommandOutcome } from '../create-product/create-product.command.js';
import { productOutcomeView } from '../create-product/create-product.controller.js';
import { ProductCommandCommand } from './product-command.command.js';

/** REST body: the command and the product revision the client's copy was loaded at. */
export const productCommandBodySchema = z
  .object({ command: z.unknown(), expectedRevision: z.number().int().min(-1) })
  .strict();

@Controller('api/organizations/:organizationId/products/:productId/commands')
export class ProductCommandController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Access(SIGNED_IN)
  async post(
    @Param('organizationId') organizationId: string,
    @Param('productId') productId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ProductCreatedView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const { command, expectedRevision } = parseOrThrow(productCommandBodySchema, body);
    return productOutcomeView(
      await this.commands.execute<ProductCommandCommand, ProductCommandOutcome>(
        new ProductCommandCommand(context, productId, command, expectedRevision),
      ),
    );
  }
}
