import {
  type ReductionPlanHistoryEntryView,
  type ReductionPlansView,
  type ReductionTargetView,
  reductionPlansQuerySchema,
} from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Access, RequiresModule, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { ReductionPlanHistoryQuery } from './reduction-plan-history.query.js';
import { ReductionPlansQuery } from './reduction-plans.query.js';
import { ReductionTargetQuery } from './reduction-target.query.js';

@Resolver()
export class ReductionQueriesResolver {
  constructor(
    private readonly plans: ReductionPlansQuery,
    private readonly history: ReductionPlanHistoryQuery,
    private readonly target: ReductionTargetQuery,
  ) {}

  @Query('reductionPlans')
  @RequiresModule('predefinedReductionStrategies')
  reductionPlans(
    @Args('scope') scope: number | null | undefined,
    @Context('req') req: RequestWithContext,
  ): Promise<ReductionPlansView> {
    const parsed = parseOrThrow(
      reductionPlansQuerySchema,
      scope === null || scope === undefined ? {} : { scope: String(scope) },
    );
    const filter = Number(parsed.scope ?? -1) as -1 | 1 | 2 | 3;
    return this.plans.forOrganization(contextOf(req).actor.organizationId, filter);
  }

  @Query('reductionPlanHistory')
  @RequiresModule('predefinedReductionStrategies')
  reductionPlanHistory(@Context('req') req: RequestWithContext): Promise<ReductionPlanHistoryEntryView[]> {
    return this.history.forOrganization(contextOf(req).actor.organizationId);
  }

  @Query('reductionTarget')
  @Access(SIGNED_IN)
  reductionTarget(@Context('req') req: RequestWithContext): Promise<ReductionTargetView> {
    return this.target.forOrganization(contextOf(req).actor.organizationId);
  }
}
