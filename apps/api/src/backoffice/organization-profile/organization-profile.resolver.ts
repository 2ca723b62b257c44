import type { CommandResultView } from '@ghg/contracts';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { SetOrganizationProfileHandler } from './set-organization-profile.handler.js';

@Resolver()
export class OrganizationProfileResolver {
  constructor(private readonly handler: SetOrganizationProfileHandler) {}

  @Mutation('setPartnership')
  @ProviderOnly()
  setPartnership(
    @Args('organizationId') organizationId: string,
    @Args('partnership') partnership: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setPartnership(contextOf(req), organizationId, {
      partnership: partnership ?? 'none',
    });
  }

  @Mutation('setOrganizationTags')
  @ProviderOnly()
  setTags(
    @Args('organizationId') organizationId: string,
    @Args('tags') tags: string[],
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setTags(contextOf(req), organizationId, { tags });
  }

  @Mutation('setParentOrganization')
  @ProviderOnly()
  setParent(
    @Args('organizationId') organizationId: string,
    @Args('parentOrganizationId') parentOrganizationId: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.handler.setParent(contextOf(req), organizationId, {
      parentOrganizationId: parentOrganizationId ?? '',
    });
  }
}
