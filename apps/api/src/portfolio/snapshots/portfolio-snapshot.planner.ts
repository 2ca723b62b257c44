import { loadStream, type StreamDecision, decisionFor } from '@ghg/command-handling';
import {
  dataSharingAggregate,
  dataSharingStreamId,
  type PortfolioSnapshotReason,
  portfolioSnapshotsAggregate,
  portfolioSnapshotsStreamId,
  type PortfolioSnapshotTaken,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../shared/tokens.js';
import { PortfolioFiguresQuery } from './portfolio-figures.query.js';

export interface SnapshotPlan {
  /** Whether the company consents (as given, or as read from its data-sharing stream). */
  consented: boolean;
  events: PortfolioSnapshotTaken[];
  decision: StreamDecision;
}

/**
 * Decides the snapshots a command takes along: for each year asked, the company's figures now against the
 * year's latest snapshot (libs/domain decidePortfolioSnapshot). The caller appends the decision together with its
 * own (a month locked, a consent given), so both are one transaction.
 */
@Injectable()
export class PortfolioSnapshotPlanner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly figures: PortfolioFiguresQuery,
  ) {}

  async plan(input: {
    organizationId: string;
    years: readonly number[];
    lockedPeriods: readonly string[];
    reason: PortfolioSnapshotReason;
    /** The consent as the command leaves it; read from the stream when absent. */
    consented?: boolean;
  }): Promise<SnapshotPlan> {
    const { organizationId, lockedPeriods, reason } = input;
    const consented =
      input.consented ??
      (await loadStream(this.store, dataSharingStreamId(organizationId), dataSharingAggregate)).state
        .consented;
    const stream = await loadStream(
      this.store,
      portfolioSnapshotsStreamId(organizationId),
      portfolioSnapshotsAggregate,
    );
    const events: PortfolioSnapshotTaken[] = [];
    if (consented && input.years.length > 0) {
      await this.figures.caughtUp(await this.store.headPosition());
      let state = stream.state;
      for (const year of input.years) {
        const figures = await this.figures.forYear(organizationId, year);
        const decided = portfolioSnapshotsAggregate.decide(
          {
            type: 'TakePortfolioSnapshot',
            data: { organizationId, year, reason, consented, lockedPeriods, figures },
          },
          state,
        );
        state = decided.reduce(portfolioSnapshotsAggregate.evolve, state);
        events.push(...decided);
      }
    }
    return { consented, events, decision: decisionFor(stream, events) };
  }
}
