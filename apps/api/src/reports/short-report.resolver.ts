import type { ShortReportView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../access/access-rule.js';
import { givenOnly } from '../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { ReportPeriodInPlan } from './period-in-plan.js';
import { reportPeriodOrThrow, ShortReportQuery } from './short-report.query.js';

/** The short report's content as data: what the PDF prints (and what tests compare with hand-made figures). */
@Resolver()
export class ShortReportResolver {
  constructor(
    private readonly reports: ShortReportQuery,
    private readonly inPlan: ReportPeriodInPlan,
  ) {}

  @Query('shortReport')
  @RequiresModule('reportGeneration')
  async shortReport(
    @Args('period') period: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<ShortReportView> {
    const now = new Date();
    const input = givenOnly(period);
    const chosen = reportPeriodOrThrow(
      { choice: input['choice'], from: input['from'], to: input['to'] },
      now,
    );
    const { organizationId } = contextOf(req).actor;
    await this.inPlan.assert(organizationId, chosen);
    return this.reports.contentFor(organizationId, chosen, now);
  }
}
