import { assignPlanInputSchema, type CommandResultView } from '@ghg/contracts';
import { type OrganizationCommand, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Body, Controller, Delete, HttpCode, Inject, Injectable, Param, Put, Req } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { ProviderOnly } from '../access/access-rule.js';
import { contextOf, type RequestContext, type RequestWithContext } from '../context/request-context.js';
import { parseOrThrow } from '../shared/api-error.js';
import { commandResultView } from '../shared/command-result.view.js';
import { organizationAggregate } from '../shared/organization-aggregate.js';
import { executeOnStream } from '../shared/stream-command.js';
import { EVENT_STORE } from '../shared/tokens.js';

/**
 * Provider staff change another organization's plan and status. The role travels in the command: the
 * organization decides who may; the event carries the actor in its metadata (audit log).
 */
@Injectable()
export class BackofficeCommands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  assignPlan(context: RequestContext, organizationId: string, input: unknown): Promise<CommandResultView> {
    const { planName, expiresAt } = parseOrThrow(assignPlanInputSchema, input);
    return this.run(context, {
      type: 'AssignPlan',
      data: { organizationId, planName, expiresAt: expiresAt ?? null, role: context.actor.role },
    });
  }

  setBlocked(context: RequestContext, organizationId: string, blocked: boolean): Promise<CommandResultView> {
    return this.run(context, {
      type: blocked ? 'BlockOrganization' : 'UnblockOrganization',
      data: { organizationId, role: context.actor.role },
    });
  }

  private async run(context: RequestContext, command: OrganizationCommand): Promise<CommandResultView> {
    const { organizationId } = command.data;
    // The event belongs to the organization it changes (its audit log), with the provider person as actor.
    const onBehalf: RequestContext = { ...context, actor: { ...context.actor, organizationId } };
    const streamId = organizationStreamId(organizationId);
    return commandResultView(
      await executeOnStream(this.store, streamId, organizationAggregate, command, onBehalf),
    );
  }
}

@Controller('api/backoffice/organizations/:organizationId')
export class BackofficeCommandsController {
  constructor(private readonly commands: BackofficeCommands) {}

  @Put('plan')
  @HttpCode(200)
  @ProviderOnly()
  assignPlan(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.commands.assignPlan(contextOf(req), organizationId, body);
  }

  @Put('blocked')
  @HttpCode(200)
  @ProviderOnly()
  block(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.commands.setBlocked(contextOf(req), organizationId, true);
  }

  @Delete('blocked')
  @HttpCode(200)
  @ProviderOnly()
  unblock(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.commands.setBlocked(contextOf(req), organizationId, false);
  }
}

@Resolver()
export class BackofficeCommandsResolver {
  constructor(private readonly commands: BackofficeCommands) {}

  @Mutation('assignPlan')
  @ProviderOnly()
  assignPlan(
    @Args('organizationId') organizationId: string,
    @Args('planName') planName: string,
    @Args('expiresAt') expiresAt: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<CommandResultView> {
    return this.commands.assignPlan(contextOf(req), organizationId, { planName, expiresAt });
  }

  @Mutation('blockOrganization')
  @ProviderOnly()
  block(@Args('organizationId') organizationId: string, @Context('req') req: RequestWithContext) {
    return this.commands.setBlocked(contextOf(req), organizationId, true);
  }

  @Mutation('unblockOrganization')
  @ProviderOnly()
  unblock(@Args('organizationId') organizationId: string, @Context('req') req: RequestWithContext) {
    return this.commands.setBlocked(contextOf(req), organizationId, false);
  }
}
