import { appendDecisions, decisionFor, loadStream } from '@ghg/command-handling';
import {
  dataSharingAggregate,
  dataSharingStreamId,
  lockedYears,
  organizationAggregate,
  organizationStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandOutcome, metadataOf } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { PortfolioSnapshotPlanner } from '../snapshots/portfolio-snapshot.planner.js';
import { ChangeDataSharingCommand } from './change-data-sharing.command.js';

/**
 * Consent or withdrawal on the company's data-sharing stream. A consent also snapshots every year that already
 * has locked months, in the same transaction: the partner sees locked figures from the moment it may.
 */
@CommandHandler(ChangeDataSharingCommand)
export class ChangeDataSharingHandler implements ICommandHandler<ChangeDataSharingCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly snapshots: PortfolioSnapshotPlanner,
  ) {}

  async execute({ context, consent }: ChangeDataSharingCommand): Promise<CommandOutcome> {
    const { organizationId, role } = context.actor;
    const sharing = await loadStream(this.store, dataSharingStreamId(organizationId), dataSharingAggregate);
    const decision = dataSharingAggregate.decide(
      { type: consent ? 'ConsentToDataSharing' : 'WithdrawDataSharing', data: { organizationId, role } },
      sharing.state,
    );
    if (decision.length === 0) {
      return { position: sharing.position, revision: sharing.revision, changed: false, decision };
    }
    const decisions = [decisionFor(sharing, decision)];
    if (consent) {
      const organization = await loadStream(
        this.store,
        organizationStreamId(organizationId),
        organizationAggregate,
      );
      const locked = [...organization.state.blockedPeriods];
      const plan = await this.snapshots.plan({
        organizationId,
        years: lockedYears(locked),
        lockedPeriods: locked,
        reason: 'consent-given',
        consented: true,
      });
      decisions.push(plan.decision);
    }
    const appended = await appendDecisions(this.store, decisions, metadataOf(context));
    const position = appended[appended.length - 1]!.position;
    return { position, revision: appended[0]!.nextExpectedRevision, changed: true, decision };
  }
}
