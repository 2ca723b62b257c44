import type { EmissionLineView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { linesFilterOf } from '../charts-filter.js';
import { EmissionLinesQuery } from './emission-lines.query.js';

@Resolver()
export class EmissionLinesResolver {
  constructor(private readonly query: EmissionLinesQuery) {}

  @Query('emissionLines')
  emissionLines(
    @Args('filter') filter: Record<string, unknown> | null,
    @Context('req') req: RequestWithContext,
  ): Promise<EmissionLineView[]> {
    return this.query.forOrganization(contextOf(req).actor.organizationId, linesFilterOf(filter));
  }
}
