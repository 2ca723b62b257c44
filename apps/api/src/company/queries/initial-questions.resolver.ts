import { type InitialQuestionsView } from '@ghg/contracts';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { InitialQuestionsQuery } from './initial-questions.query.js';

@Resolver()
export class InitialQuestionsResolver {
  constructor(private readonly query: InitialQuestionsQuery) {}

  @Query('initialQuestions')
  initialQuestions(@Context('req') req: RequestWithContext): Promise<InitialQuestionsView> {
    return this.query.forOrganization(contextOf(req).actor.organizationId);
  }
}
