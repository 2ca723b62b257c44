import type { BenchmarkView, ReductionTargetView } from '@ghg/contracts';
import { roundTo } from './tonnes';

export interface TargetProgress {
  labels: string[];
  actual: (number | null)[];
  target: (number | null)[];
  /** The sector's average; all null where the benchmark shows nothing (too few peers, or no module). */
  sector: (number | null)[];
}

/**
 * The dashboard's reduction line chart: every year with actual emissions or on the target's path, with the sector
 * average of the benchmark (already k-anonymous: empty below its minimum of peers). Values 4 decimals (spec §9).
 */
export function targetProgress(
  target: Pick<ReductionTargetView, 'years'>,
  benchmark: Pick<BenchmarkView, 'years'> | null,
): TargetProgress {
  const sectorByYear = new Map((benchmark?.years ?? []).map((y) => [y.year, y.sectorAverage]));
  const years = [...target.years].sort((a, b) => a.year - b.year);
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : roundTo(v, 4));
  return {
    labels: years.map((y) => String(y.year)),
    actual: years.map((y) => round(y.actual)),
    target: years.map((y) => round(y.target)),
    sector: years.map((y) => round(sectorByYear.get(y.year))),
  };
}
