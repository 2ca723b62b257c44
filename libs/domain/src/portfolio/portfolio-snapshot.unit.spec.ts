import type { PortfolioFigures } from './portfolio-figures.js';
import { diffFigures, roundFigures } from './portfolio-figures.js';
import {
  decidePortfolioSnapshot,
  evolvePortfolioSnapshots,
  initialPortfolioSnapshotsState,
  lockedYears,
  type PortfolioSnapshotCommand,
  type PortfolioSnapshotsState,
} from './portfolio-snapshot.js';

const figures: PortfolioFigures = {
  scope1Tonnes: 12.3456,
  scope2LocationTonnes: 4.5,
  scope2MarketTonnes: 3.25,
  energyMwh: 20.0004,
  revenueBand: 'LESS_THAN_500K',
  dataQualityScore: 3.04,
  verificationShare: 0.25,
};

const take = (
  over: Partial<PortfolioSnapshotCommand['data']> = {},
  state: PortfolioSnapshotsState = initialPortfolioSnapshotsState,
) =>
  decidePortfolioSnapshot(
    {
      type: 'TakePortfolioSnapshot',
      data: {
        organizationId: 'org-1',
        year: 2025,
        reason: 'period-locked',
        consented: true,
        lockedPeriods: ['2025-03', '2024-12', '2025-01'],
        figures,
        ...over,
      },
    },
    state,
  );

const after = (events: ReturnType<typeof take>, state = initialPortfolioSnapshotsState) =>
  events.reduce(evolvePortfolioSnapshots, state);

describe('portfolio snapshots', () => {
  it('freezes the rounded figures and the year’s locked months, sorted, as snapshot 1 with no diff', () => {
    expect(take()).toEqual([
      {
        type: 'PortfolioSnapshotTaken',
        data: {
          organizationId: 'org-1',
          year: 2025,
          snapshotNumber: 1,
          reason: 'period-locked',
          lockedPeriods: ['2025-01', '2025-03'],
          figures: { ...figures, scope1Tonnes: 12.346, energyMwh: 20, dataQualityScore: 3 },
          diff: [],
        },
      },
    ]);
  });

  it('takes none without consent, or for a year with no locked month', () => {
    expect(take({ consented: false })).toEqual([]);
    expect(take({ year: 2023 })).toEqual([]);
  });

  it('takes none when the figures and locked months are those of the latest snapshot', () => {
    const state = after(take());
    expect(take({ reason: 'recalculated' }, state)).toEqual([]);
    // float noise below the shown precision is no change either
    expect(take({ figures: { ...figures, scope1Tonnes: 12.3457 } }, state)).toEqual([]);
  });

  it('numbers a recalculation 2 with the diff against snapshot 1 (hand-computed deltas)', () => {
    const state = after(take());
    const [second] = take(
      {
        reason: 'recalculated',
        figures: { ...figures, scope1Tonnes: 15, scope2MarketTonnes: 3, revenueBand: 'MORE_THAN_500K' },
      },
      state,
    );
    expect(second?.data.snapshotNumber).toBe(2);
    expect(second?.data.diff).toEqual([
      { field: 'scope1Tonnes', before: 12.346, after: 15, delta: 2.654 },
      { field: 'scope2MarketTonnes', before: 3.25, after: 3, delta: -0.25 },
      { field: 'revenueBand', before: 'LESS_THAN_500K', after: 'MORE_THAN_500K', delta: null },
    ]);
  });

  it('takes a new snapshot with an empty diff when only another month got locked', () => {
    const state = after(take());
    const [second] = take({ lockedPeriods: ['2025-01', '2025-03', '2025-04'] }, state);
    expect(second?.data).toMatchObject({
      snapshotNumber: 2,
      diff: [],
      lockedPeriods: ['2025-01', '2025-03', '2025-04'],
    });
  });

  it('keeps years apart: a 2024 snapshot is number 1 beside 2025’s', () => {
    const state = after(take());
    expect(take({ year: 2024 }, state)[0]?.data.snapshotNumber).toBe(1);
  });

  it('lists the years of locked months once, ascending', () => {
    expect(lockedYears(['2025-03', '2024-12', '2025-01'])).toEqual([2024, 2025]);
  });

  it('diffs nothing between equal figures', () => {
    expect(diffFigures(roundFigures(figures), roundFigures(figures))).toEqual([]);
  });
});
