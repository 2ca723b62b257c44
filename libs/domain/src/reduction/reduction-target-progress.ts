import type { ScopeGroupTonnes } from './reduction-target.events.js';

/** GHG Protocol base-year policy: a change above this share of the base year's emissions calls for recalculation. */
export const BASE_YEAR_SIGNIFICANCE_PERCENT = 5;

export interface TargetShape {
  baseYear: number;
  targetYear: number;
  scope12Percent: number;
  scope3Percent: number | null;
}

export interface BaseYearCheck {
  recalculationNeeded: boolean;
  /** The change of each targeted group against the recorded base year, in per cent (null: nothing recorded). */
  changePercent: { scope12: number | null; scope3: number | null };
}

function change(recorded: number, now: number): number | null {
  if (recorded === 0) return now === 0 ? 0 : null;
  return ((now - recorded) / recorded) * 100;
}

/**
 * Compares the base year as recorded with the target against the base year as the data stand now (a structural
 * change such as an added location or acquired company, corrected data, or a new factor set all move it). Each
 * group with a target counts; a group recorded as zero that now has emissions always needs recalculation.
 */
export function baseYearCheck(
  target: TargetShape,
  recorded: ScopeGroupTonnes,
  now: ScopeGroupTonnes,
): BaseYearCheck {
  const scope12 = change(recorded.scope12, now.scope12);
  const scope3 = target.scope3Percent === null ? null : change(recorded.scope3, now.scope3);
  const significant = (c: number | null, recordedTonnes: number, nowTonnes: number) =>
    c === null ? recordedTonnes !== nowTonnes : Math.abs(c) > BASE_YEAR_SIGNIFICANCE_PERCENT;
  return {
    recalculationNeeded:
      significant(scope12, recorded.scope12, now.scope12) ||
      (target.scope3Percent !== null && significant(scope3, recorded.scope3, now.scope3)),
    changePercent: { scope12, scope3 },
  };
}

export interface TrajectoryYear {
  year: number;
  scope12: number;
  scope3: number | null;
  /** The targeted groups together: what the dashboard's line compares with the actual total. */
  total: number;
}

/**
 * The straight path from the base year to the target: each group falls by an equal share every year until it has
 * fallen by its percentage in the target year. A group without a target stays off the line (null, not counted).
 */
export function targetTrajectory(target: TargetShape, base: ScopeGroupTonnes): TrajectoryYear[] {
  const span = target.targetYear - target.baseYear;
  const years: TrajectoryYear[] = [];
  for (let year = target.baseYear; year <= target.targetYear; year++) {
    const done = span === 0 ? 1 : (year - target.baseYear) / span;
    const scope12 = base.scope12 * (1 - (target.scope12Percent / 100) * done);
    const scope3 =
      target.scope3Percent === null ? null : base.scope3 * (1 - (target.scope3Percent / 100) * done);
    years.push({ year, scope12, scope3, total: scope12 + (scope3 ?? 0) });
  }
  return years;
}
