import type { ProductCreatedView } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import type { ProductCommandOutcome } from '../create-product/create-product.command.js';
import { productOutcomeView } from '../create-product/create-product.controller.js';
import { ProductCommandCommand } from './product-command.command.js';

@Resolver()
export class ProductCommandResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('productCommand')
  @Access(SIGNED_IN)
  async productCommand(
    @Args('productId') productId: string,
    @Args('command') command: unknown,
    @Args('expectedRevision') expectedRevision: number,
    @Context('req') req: RequestWithContext,
  ): Promise<ProductCreatedView> {
    return productOutcomeView(
      await this.commands.execute<ProductCommandCommand, ProductCommandOutcome>(
        new ProductCommandCommand(contextOf(req), productId, command, expectedRevision),
      ),
    );
  }
}
