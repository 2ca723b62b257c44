import { Module } from '@nestjs/common';
import { ReductionPlanController } from './plan-commands/reduction-plan.controller.js';
import { ReductionPlanHandler } from './plan-commands/reduction-plan.handler.js';
import { ReductionPlanResolver } from './plan-commands/reduction-plan.resolver.js';
import { OrganizationEmissionsQuery } from './queries/organization-emissions.query.js';
import { ReductionPlanHistoryQuery } from './queries/reduction-plan-history.query.js';
import { ReductionPlansQuery } from './queries/reduction-plans.query.js';
import { ReductionQueriesController } from './queries/reduction-queries.controller.js';
import { ReductionQueriesResolver } from './queries/reduction-queries.resolver.js';
import { ReductionTargetQuery } from './queries/reduction-target.query.js';
import { SetReductionTargetController } from './set-target/set-reduction-target.controller.js';
import { SetReductionTargetHandler } from './set-target/set-reduction-target.handler.js';
import { SetReductionTargetResolver } from './set-target/set-reduction-target.resolver.js';

/** Reduction plans (cards, measures, the company's plan and its history) and the reduction target. */
@Module({
  controllers: [ReductionQueriesController, ReductionPlanController, SetReductionTargetController],
  providers: [
    OrganizationEmissionsQuery,
    ReductionPlansQuery,
    ReductionPlanHistoryQuery,
    ReductionTargetQuery,
    ReductionQueriesResolver,
    ReductionPlanHandler,
    ReductionPlanResolver,
    SetReductionTargetHandler,
    SetReductionTargetResolver,
  ],
  // The VSME report (issue 23) reads the target from here.
  exports: [ReductionTargetQuery],
})
export class ReductionModule {}
