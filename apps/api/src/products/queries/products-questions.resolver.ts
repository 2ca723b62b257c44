import type { ProductsQuestionsView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ProductsQuestionsQuery } from './products-questions.query.js';

@Resolver()
export class ProductsQuestionsResolver {
  constructor(private readonly query: ProductsQuestionsQuery) {}

  @Query('productsQuestions')
  @Access(SIGNED_IN)
  productsQuestions(@Context('req') req: RequestWithContext): Promise<ProductsQuestionsView> {
    return this.query.of(contextOf(req).actor.organizationId);
  }
}
