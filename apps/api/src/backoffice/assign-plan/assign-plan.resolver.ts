import type { CommandResultView } from '@ghg/contracts';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { AssignPlanHandler } from './assign-plan.handler.js';

@Resolver()
export class AssignPlanResolver {
  constructor(private readonly handler: AssignPlanHandler) {}

  @Mutation('assignPlan')
  @ProviderOnly()
  assignPlan(
    @Args('organizationId') organizationId: string,
    @Args('planName') planName: string,
    @Args('expiresAt') expiresAt: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, { planName, expiresAt });
  }
}
