import { randomUUID } from 'node:crypto';
import type { OffsetQuoteInput, ProviderContactResultView } from '@ghg/contracts';
import { providerContactAggregate, providerContactStreamId, ticketNumberOf } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiConfig } from '../../config/api-config.js';
import type { RequestContext } from '../../context/request-context.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { API_CONFIG, EVENT_STORE } from '../../shared/tokens.js';

export class RequestOffsetQuoteCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: OffsetQuoteInput,
  ) {}
}

/** The company asks for a quote from one configured partner project; the project is recorded as offered now. */
@CommandHandler(RequestOffsetQuoteCommand)
export class RequestOffsetQuoteHandler implements ICommandHandler<
  RequestOffsetQuoteCommand,
  ProviderContactResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ context, input }: RequestOffsetQuoteCommand): Promise<ProviderContactResultView> {
    const { organizationId, userId, role } = context.actor;
    const requestId = input.requestId || randomUUID();
    const project = this.config.shell.offsetProjects.find((p) => p.id === input.projectId);
    const outcome = await executeOnStream(
      this.store,
      providerContactStreamId(organizationId),
      providerContactAggregate,
      {
        type: 'RequestOffsetQuote',
        data: {
          requestId,
          organizationId,
          personId: userId,
          role,
          language: input.language ?? 'pl',
          project: project
            ? {
                projectId: project.id,
                name: project.name,
                standard: project.standard,
                pricePerTonne: project.pricePerTonne,
                currency: project.currency,
              }
            : null,
          tonnes: input.tonnes,
          message: input.message,
        },
      },
      context,
    );
    return {
      requestId,
      ticketNumber: ticketNumberOf(requestId),
      position: outcome.position.toString(),
      changed: outcome.changed,
    };
  }
}
