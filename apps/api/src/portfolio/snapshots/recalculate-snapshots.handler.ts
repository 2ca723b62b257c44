import { appendDecisions, loadStream } from '@ghg/command-handling';
import { lockedYears, organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../shared/api-error.js';
import { type CommandOutcome, metadataOf } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { PortfolioSnapshotPlanner } from './portfolio-snapshot.planner.js';
import { RecalculateSnapshotsCommand } from './recalculate-snapshots.command.js';

/**
 * Recomputes every locked year of a consenting client and records a snapshot, with its diff, for each year whose
 * figures changed (a factor update, rows edited after an unlock); unchanged years record nothing.
 */
@CommandHandler(RecalculateSnapshotsCommand)
export class RecalculateSnapshotsHandler implements ICommandHandler<
  RecalculateSnapshotsCommand,
  CommandOutcome
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly snapshots: PortfolioSnapshotPlanner,
  ) {}

  async execute({ context, organizationId }: RecalculateSnapshotsCommand): Promise<CommandOutcome> {
    const organization = await loadStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
    );
    if (!organization.state.registered) {
      throw new ApiError(404, 'ORGANIZATION_NOT_FOUND', 'This page could not be found');
    }
    const locked = [...organization.state.blockedPeriods];
    const plan = await this.snapshots.plan({
      organizationId,
      years: lockedYears(locked),
      lockedPeriods: locked,
      reason: 'recalculated',
    });
    if (plan.events.length === 0) {
      return {
        position: 0n,
        revision:
          plan.decision.expectedRevision === 'no_stream' ? -1 : Number(plan.decision.expectedRevision),
        changed: false,
        decision: [],
      };
    }
    // In the client's name, as the back office's other commands on a client: its audit trail shows who did it.
    const metadata = metadataOf({ ...context, actor: { ...context.actor, organizationId } });
    const [appended] = await appendDecisions(this.store, [plan.decision], metadata);
    return {
      position: appended!.position,
      revision: appended!.nextExpectedRevision,
      changed: true,
      decision: plan.events,
    };
  }
}
