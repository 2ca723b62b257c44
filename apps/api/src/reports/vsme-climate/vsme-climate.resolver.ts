import { vsmeClimateQuerySchema, type VsmeClimateView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { VsmeClimateQuery } from './vsme-climate.query.js';

/** The VSME B3 climate figures of the signed-in organization for a calendar year. */
@Resolver()
export class VsmeClimateResolver {
  constructor(private readonly vsme: VsmeClimateQuery) {}

  @Query('vsmeClimate')
  @RequiresModule('reportGeneration')
  async vsmeClimate(
    @Args('year') year: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<VsmeClimateView> {
    const parsed = parseOrThrow(vsmeClimateQuerySchema, { year: String(year) });
    return this.vsme.forYear(contextOf(req).actor.organizationId, Number(parsed.year), new Date());
  }
}
