import type { ProductCreatedView } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { productOutcomeView } from './create-product.controller.js';
import { CreateProductCommand, type ProductCommandOutcome } from './create-product.command.js';

@Resolver()
export class CreateProductResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('createProduct')
  @Access(SIGNED_IN)
  async createProduct(
    @Args('name') name: unknown,
    @Args('declaredUnit') declaredUnit: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<ProductCreatedView> {
    return productOutcomeView(
      await this.commands.execute<CreateProductCommand, ProductCommandOutcome>(
        new CreateProductCommand(contextOf(req), { name, declaredUnit }),
      ),
    );
  }
}
