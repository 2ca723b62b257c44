import type { CommandResultView } from '@ghg/contracts';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SetOrganizationBlockedHandler } from './set-organization-blocked.handler.js';

@Resolver()
export class OrganizationBlockedResolver {
  constructor(private readonly handler: SetOrganizationBlockedHandler) {}

  @Mutation('blockOrganization')
  @ProviderOnly()
  block(
    @Args('organizationId') organizationId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, true);
  }

  @Mutation('unblockOrganization')
  @ProviderOnly()
  unblock(
    @Args('organizationId') organizationId: string,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.execute(contextOf(req), organizationId, false);
  }
}
