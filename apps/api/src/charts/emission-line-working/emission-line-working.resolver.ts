import type { EmissionLineWorkingView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { EmissionLineWorkingQuery } from './emission-line-working.query.js';

@Resolver()
export class EmissionLineWorkingResolver {
  constructor(private readonly query: EmissionLineWorkingQuery) {}

  @Query('emissionLineWorking')
  emissionLineWorking(
    @Args('questionId') questionId: string,
    @Args('rowId') rowId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<EmissionLineWorkingView> {
    return this.query.forRow(contextOf(req).actor.organizationId, questionId, rowId);
  }
}
