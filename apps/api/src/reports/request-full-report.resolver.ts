import { type FullReportRequestResultView, requestFullReportInputSchema } from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { parseOrThrow } from '../shared/api-error.js';
import { givenOnly } from '../charts/charts-filter.js';
import { RequestFullReportCommand } from './request-full-report.handler.js';

@Resolver()
export class RequestFullReportResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('requestFullReport')
  @RequiresModule('reportGeneration')
  request(
    @Args('period') period: unknown,
    @Args('language') language: string | null,
    @Args('requestId') requestId: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<FullReportRequestResultView> {
    const input = parseOrThrow(requestFullReportInputSchema, {
      ...givenOnly({ language, requestId }),
      period: givenOnly(period),
    });
    return this.commands.execute(new RequestFullReportCommand(contextOf(req), input));
  }
}
