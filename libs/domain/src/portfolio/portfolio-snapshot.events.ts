import { everyType } from '../shared/every-type.js';
import type { PortfolioFigureChange, PortfolioFigures } from './portfolio-figures.js';

/** Why a snapshot was taken: a month locked, the consent given, or provider staff recalculating. */
export type PortfolioSnapshotReason = 'period-locked' | 'consent-given' | 'recalculated';

/**
 * The figures of one company and year frozen from its locked months, as a partner received them. Snapshots of
 * a year are numbered from 1; a later one carries what changed against the one before (`diff`, [] for the
 * first). Published to Kafka on the `portfolio-snapshots` topic (docs/events).
 */
export type PortfolioSnapshotTaken = {
  type: 'PortfolioSnapshotTaken';
  data: {
    organizationId: string;
    year: number;
    snapshotNumber: number;
    reason: PortfolioSnapshotReason;
    /** The year's locked months ('YYYY-MM') when the snapshot was taken. */
    lockedPeriods: string[];
    figures: PortfolioFigures;
    diff: PortfolioFigureChange[];
  };
};

export type PortfolioSnapshotEvent = PortfolioSnapshotTaken;

export const PORTFOLIO_SNAPSHOT_EVENT_TYPES = everyType<PortfolioSnapshotEvent['type']>()([
  'PortfolioSnapshotTaken',
]);

export const portfolioSnapshotsStreamId = (organizationId: string): string =>
  `portfolio-snapshots-${organizationId}`;
