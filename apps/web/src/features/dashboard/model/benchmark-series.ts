import type { BenchmarkView } from '@ghg/contracts';
import { SCOPE_COLOURS } from './colours';
import { roundTo } from './tonnes';

export type PeerKind = 'own' | 'peer' | 'demo';

export interface BubblePoint {
  kind: PeerKind;
  employees: number;
  tonnes: number;
  year: number;
}

export interface BubbleSeries {
  kind: PeerKind;
  colour: string;
  /** [employees, tonnes (4 decimals), bubble size] as ApexCharts bubble data. */
  data: [number, number, number][];
}

/** Own point highlighted, demo peers apart so they can be labelled demo. */
export const PEER_COLOURS: Record<PeerKind, string> = {
  own: SCOPE_COLOURS.scope2,
  peer: SCOPE_COLOURS.scope3,
  demo: '#9E9E9E',
};

export function kindOf(point: Pick<BenchmarkView['points'][number], 'own' | 'demo'>): PeerKind {
  if (point.own) return 'own';
  return point.demo ? 'demo' : 'peer';
}

/** Whether the sector has enough companies for a comparison (spec: at least the minimum, none invented). */
export function hasEnoughPeers(view: BenchmarkView): boolean {
  return view.peerCount >= view.minimumPeers;
}

/** The latest year with points: the bubble chart compares one year, not every year stacked together. */
export function latestYear(view: BenchmarkView): number | null {
  const years = view.points.map((p) => p.year);
  return years.length ? Math.max(...years) : null;
}

export function bubblePoints(view: BenchmarkView, year: number | null): BubblePoint[] {
  return view.points
    .filter((p) => year === null || p.year === year)
    .map((p) => ({
      kind: kindOf(p),
      employees: p.employees,
      tonnes: roundTo(p.co2eTonnes, 4),
      year: p.year,
    }));
}

/** One series per kind present, own first, so the legend says which bubble is whose. */
export function bubbleSeries(points: readonly BubblePoint[]): BubbleSeries[] {
  const kinds: PeerKind[] = ['own', 'peer', 'demo'];
  return kinds
    .map((kind) => ({
      kind,
      colour: PEER_COLOURS[kind],
      data: points
        .filter((p) => p.kind === kind)
        .map((p): [number, number, number] => [p.employees, p.tonnes, kind === 'own' ? 14 : 8]),
    }))
    .filter((series) => series.data.length > 0);
}

/** Years in order with the own total and the sector average (null where either has no figure). */
export function yearlyLines(
  view: BenchmarkView,
): { year: number; own: number | null; sectorAverage: number | null }[] {
  return [...view.years]
    .sort((a, b) => a.year - b.year)
    .map((y) => ({
      year: y.year,
      own: y.own === null ? null : roundTo(y.own, 4),
      sectorAverage: y.sectorAverage === null ? null : roundTo(y.sectorAverage, 4),
    }));
}
