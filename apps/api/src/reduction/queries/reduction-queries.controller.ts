import {
  type ReductionPlanHistoryEntryView,
  type ReductionPlansView,
  type ReductionTargetView,
  reductionPlansQuerySchema,
} from '@ghg/contracts';
import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { RequiresModule, Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ReductionPlanHistoryQuery } from './reduction-plan-history.query.js';
import { ReductionPlansQuery } from './reduction-plans.query.js';
import { ReductionTargetQuery } from './reduction-target.query.js';

/** The reduction-plans page, the plan's history, and the target the dashboard and reports read. */
@Controller('api/organizations/:organizationId')
export class ReductionQueriesController {
  constructor(
    private readonly plans: ReductionPlansQuery,
    private readonly history: ReductionPlanHistoryQuery,
    private readonly target: ReductionTargetQuery,
  ) {}

  @Get('reduction-plans')
  @RequiresModule('predefinedReductionStrategies')
  reductionPlans(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<ReductionPlansView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { scope } = parseOrThrow(reductionPlansQuerySchema, query ?? {});
    return this.plans.forOrganization(own, scope === undefined ? -1 : (Number(scope) as -1 | 1 | 2 | 3));
  }

  @Get('reduction-plan/history')
  @RequiresModule('predefinedReductionStrategies')
  planHistory(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<ReductionPlanHistoryEntryView[]> {
    return this.history.forOrganization(assertOwnOrganization(contextOf(req), organizationId));
  }

  // Any plan reads its target: the dashboard's line and the reports show it; only setting one needs the module.
  @Get('reduction-target')
  @Access(SIGNED_IN)
  reductionTarget(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<ReductionTargetView> {
    return this.target.forOrganization(assertOwnOrganization(contextOf(req), organizationId));
  }
}
