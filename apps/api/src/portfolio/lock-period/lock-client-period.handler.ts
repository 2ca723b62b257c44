import { appendDecisions, decisionFor, eventsOf, loadStream } from '@ghg/command-handling';
import { periodInputSchema } from '@ghg/contracts';
import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '../../shared/api-error.js';
import { type CommandOutcome, metadataOf } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { PortfolioSnapshotPlanner } from '../snapshots/portfolio-snapshot.planner.js';
import { LockClientPeriodCommand } from './lock-client-period.command.js';

/**
 * Locks (blocks) a client's month and, when the client consents to share with its provider, freezes the year's
 * figures as a portfolio snapshot: both in one transaction, so a locked month never lacks its snapshot.
 */
@CommandHandler(LockClientPeriodCommand)
export class LockClientPeriodHandler implements ICommandHandler<LockClientPeriodCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly snapshots: PortfolioSnapshotPlanner,
  ) {}

  async execute({ context, period: input }: LockClientPeriodCommand): Promise<CommandOutcome> {
    const { period } = parseOrThrow(periodInputSchema, { period: input });
    const { organizationId, role } = context.actor;
    const organization = await loadStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
    );
    const decision = organizationAggregate.decide(
      { type: 'BlockPeriod', data: { organizationId, period, role } },
      organization.state,
    );
    const events = eventsOf(decision);
    if (events.length === 0) {
      return { position: organization.position, revision: organization.revision, changed: false, decision };
    }
    const locked = events.reduce(organizationAggregate.evolve, organization.state).blockedPeriods;
    const plan = await this.snapshots.plan({
      organizationId,
      years: [Number(period.slice(0, 4))],
      lockedPeriods: [...locked],
      reason: 'period-locked',
    });
    const appended = await appendDecisions(
      this.store,
      [decisionFor(organization, events), plan.decision],
      metadataOf(context),
    );
    // The organization's revision for the next edit; the position of the last event, snapshot included.
    const position = appended[appended.length - 1]!.position;
    return { position, revision: appended[0]!.nextExpectedRevision, changed: true, decision };
  }
}
