import {
  type ClientRowVerificationsView,
  type CommandResultView,
  returnRowInputSchema,
  rowIdsInputSchema,
  setVerificationPurchasedInputSchema,
} from '@ghg/contracts';
import { loadStream } from '@ghg/command-handling';
import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestContext, type RequestWithContext } from '../../context/request-context.js';
import { ApiError, parseOrThrow } from '../../shared/api-error.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { ClientRowVerificationQuery } from './client-row-verification.query.js';
import { RunRowVerificationCommand, type RowVerificationRequest } from './row-verification.command.js';

/**
 * "Client bought verification" (issue 20): the provider's back office records it on the client's organization, and
 * then the provider's staff verify the client's rows (list, approve, return) as the client's verifiers do. A client
 * without it refuses them (403). Events belong to the client's streams, with the provider person as actor.
 */
@Controller('api/backoffice/organizations/:organizationId')
export class ClientVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: ClientRowVerificationQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The provider person acting in the client's organization (its streams, its audit log). */
  private onBehalf(req: RequestWithContext, organizationId: string): RequestContext {
    const context = contextOf(req);
    return { ...context, actor: { ...context.actor, organizationId } };
  }

  private async verifierIn(req: RequestWithContext, organizationId: string): Promise<RequestContext> {
    const { state } = await loadStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
    );
    if (!state.registered) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    if (!state.verificationPurchased)
      throw new ApiError(403, 'FORBIDDEN', 'This client has not bought verification');
    return this.onBehalf(req, organizationId);
  }

  private async run(req: RequestWithContext, organizationId: string, request: RowVerificationRequest) {
    const context = await this.verifierIn(req, organizationId);
    return this.commands.execute<RunRowVerificationCommand, CommandResultView>(
      new RunRowVerificationCommand(context, request),
    );
  }

  @Put('verification')
  @ProviderOnly()
  async setPurchased(
    @Param('organizationId') organizationId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const { purchased } = parseOrThrow(setVerificationPurchasedInputSchema, body ?? {});
    const context = this.onBehalf(req, organizationId);
    const outcome = await executeOnStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
      { type: 'SetVerificationPurchased', data: { organizationId, purchased, role: context.actor.role } },
      context,
    );
    return commandResultView(outcome);
  }

  @Get('row-verification')
  @ProviderOnly()
  async list(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<ClientRowVerificationsView> {
    return this.query.list((await this.verifierIn(req, organizationId)).actor);
  }

  @Post('row-verification/approve')
  @HttpCode(200)
  @ProviderOnly()
  approve(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    const { rowIds } = parseOrThrow(rowIdsInputSchema, body ?? {});
    return this.run(req, orgId, { type: 'ApproveRows', rowIds });
  }

  @Post('row-verification/return')
  @HttpCode(200)
  @ProviderOnly()
  giveBack(@Param('organizationId') orgId: string, @Body() body: unknown, @Req() req: RequestWithContext) {
    return this.run(req, orgId, { type: 'ReturnRow', ...parseOrThrow(returnRowInputSchema, body ?? {}) });
  }
}
