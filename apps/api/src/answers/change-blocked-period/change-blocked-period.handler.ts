import { periodInputSchema } from '@ghg/contracts';
import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '../../shared/api-error.js';
import { type CommandOutcome, executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { ChangeBlockedPeriodCommand } from './change-blocked-period.command.js';

@CommandHandler(ChangeBlockedPeriodCommand)
export class ChangeBlockedPeriodHandler implements ICommandHandler<
  ChangeBlockedPeriodCommand,
  CommandOutcome
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ context, period: input, blocked }: ChangeBlockedPeriodCommand): Promise<CommandOutcome> {
    const { period } = parseOrThrow(periodInputSchema, { period: input });
    const { organizationId, role } = context.actor;
    // The role travels in the command: the organization decides who may block and who may unblock.
    return executeOnStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
      { type: blocked ? 'BlockPeriod' : 'UnblockPeriod', data: { organizationId, period, role } },
      context,
    );
  }
}
