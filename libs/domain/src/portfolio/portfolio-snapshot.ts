import { diffFigures, type PortfolioFigures, roundFigures } from './portfolio-figures.js';
import type {
  PortfolioSnapshotEvent,
  PortfolioSnapshotReason,
  PortfolioSnapshotTaken,
} from './portfolio-snapshot.events.js';

interface LatestSnapshot {
  snapshotNumber: number;
  figures: PortfolioFigures;
  lockedPeriods: readonly string[];
}

/** The latest snapshot of each year. */
export interface PortfolioSnapshotsState {
  latest: ReadonlyMap<number, LatestSnapshot>;
}

export const initialPortfolioSnapshotsState: PortfolioSnapshotsState = { latest: new Map() };

export type PortfolioSnapshotCommand = {
  type: 'TakePortfolioSnapshot';
  data: {
    organizationId: string;
    year: number;
    reason: PortfolioSnapshotReason;
    /** Whether the company consents to share (read from its data-sharing stream). */
    consented: boolean;
    /** All locked months of the company ('YYYY-MM'); only the year's count. */
    lockedPeriods: readonly string[];
    figures: PortfolioFigures;
  };
};

export function evolvePortfolioSnapshots(
  state: PortfolioSnapshotsState,
  event: PortfolioSnapshotEvent,
): PortfolioSnapshotsState {
  const { year, snapshotNumber, figures, lockedPeriods } = event.data;
  return { latest: new Map(state.latest).set(year, { snapshotNumber, figures, lockedPeriods }) };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * A snapshot is taken only for a consenting company and a year with at least one locked month. The figures
 * are frozen as they are now; when the year's latest snapshot has the same figures and the same locked months,
 * nothing is recorded (locking another month of unchanged data, or recalculating to the same result, is no new
 * snapshot). Otherwise the next number, with the diff against the previous snapshot.
 */
export function decidePortfolioSnapshot(
  command: PortfolioSnapshotCommand,
  state: PortfolioSnapshotsState,
): PortfolioSnapshotTaken[] {
  const { organizationId, year, reason, consented } = command.data;
  if (!consented) return [];
  const lockedPeriods = command.data.lockedPeriods.filter((p) => p.startsWith(`${year}-`)).sort();
  if (lockedPeriods.length === 0) return [];
  const figures = roundFigures(command.data.figures);
  const previous = state.latest.get(year);
  const diff = previous ? diffFigures(previous.figures, figures) : [];
  if (previous && diff.length === 0 && sameList(previous.lockedPeriods, lockedPeriods)) return [];
  return [
    {
      type: 'PortfolioSnapshotTaken',
      data: {
        organizationId,
        year,
        snapshotNumber: (previous?.snapshotNumber ?? 0) + 1,
        reason,
        lockedPeriods,
        figures,
        diff,
      },
    },
  ];
}

/** The years ('YYYY') of locked months, ascending: the years a consent or recalculation snapshots. */
export function lockedYears(lockedPeriods: Iterable<string>): number[] {
  return [...new Set([...lockedPeriods].map((p) => Number(p.slice(0, 4))))].sort((a, b) => a - b);
}
