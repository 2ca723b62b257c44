import { PORTFOLIO_SNAPSHOT_EVENT_TYPES } from './portfolio-snapshot.events.js';
import {
  decidePortfolioSnapshot,
  evolvePortfolioSnapshots,
  initialPortfolioSnapshotsState,
  type PortfolioSnapshotCommand,
  type PortfolioSnapshotsState,
} from './portfolio-snapshot.js';

/** The snapshots of one company's figures, per year, that its provider's portfolio shows. */
export const portfolioSnapshotsAggregate = {
  initialState: initialPortfolioSnapshotsState,
  eventTypes: PORTFOLIO_SNAPSHOT_EVENT_TYPES,
  evolve: evolvePortfolioSnapshots,
  decide: (command: PortfolioSnapshotCommand, state: PortfolioSnapshotsState) =>
    decidePortfolioSnapshot(command, state),
};
