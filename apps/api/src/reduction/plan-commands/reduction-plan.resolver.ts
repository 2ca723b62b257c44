import {
  type ReductionCommandResultView,
  addCustomReductionMeasureInputSchema,
  adoptReductionMeasureInputSchema,
  changeReductionMeasureStatusInputSchema,
} from '@ghg/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { RequiresModule } from '../../access/access-rule.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { ReductionPlanCommandMessage } from './reduction-plan.handler.js';

@Resolver()
export class ReductionPlanResolver {
  constructor(private readonly commands: CommandBus) {}

  @Mutation('adoptReductionMeasure')
  @RequiresModule('predefinedReductionStrategies')
  adopt(
    @Args('input') input: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const body = parseOrThrow(adoptReductionMeasureInputSchema, givenOnly(input) ?? {});
    return this.commands.execute(new ReductionPlanCommandMessage(contextOf(req), { kind: 'adopt', body }));
  }

  @Mutation('addCustomReductionMeasure')
  @RequiresModule('reductionStrategiesCreator')
  addCustom(
    @Args('input') input: unknown,
    @Context('req') req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const body = parseOrThrow(addCustomReductionMeasureInputSchema, givenOnly(input) ?? {});
    return this.commands.execute(new ReductionPlanCommandMessage(contextOf(req), { kind: 'custom', body }));
  }

  @Mutation('changeReductionMeasureStatus')
  @RequiresModule('predefinedReductionStrategies')
  changeStatus(
    @Args('measureId') measureId: string,
    @Args('status') status: string,
    @Context('req') req: RequestWithContext,
  ): Promise<ReductionCommandResultView> {
    const body = parseOrThrow(changeReductionMeasureStatusInputSchema, { status });
    return this.commands.execute(
      new ReductionPlanCommandMessage(contextOf(req), { kind: 'status', measureId, body }),
    );
  }
}
