import type { BenchmarkView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import {
  PEER_COLOURS,
  bubblePoints,
  bubbleSeries,
  hasEnoughPeers,
  latestYear,
  yearlyLines,
} from './benchmark-series';

function view(partial: Partial<BenchmarkView> = {}): BenchmarkView {
  return {
    industry: 'Banking',
    minimumPeers: 5,
    peerCount: 6,
    points: [
      { own: true, demo: false, employees: 40, co2eTonnes: 120.123456, year: 2025 },
      { own: false, demo: false, employees: 80, co2eTonnes: 300, year: 2025 },
      { own: false, demo: true, employees: 20, co2eTonnes: 50, year: 2025 },
      { own: false, demo: false, employees: 75, co2eTonnes: 290, year: 2024 },
    ],
    years: [
      { year: 2025, own: 120.123456, sectorAverage: 150 },
      { year: 2024, own: null, sectorAverage: 140 },
    ],
    ...partial,
  };
}

describe('benchmark series', () => {
  it('needs at least the minimum number of peers', () => {
    expect(hasEnoughPeers(view())).toBe(true);
    expect(hasEnoughPeers(view({ peerCount: 5 }))).toBe(true);
    expect(hasEnoughPeers(view({ peerCount: 4 }))).toBe(false);
  });

  it('draws the latest year, own point highlighted and demo peers apart', () => {
    const year = latestYear(view());
    expect(year).toBe(2025);
    const series = bubbleSeries(bubblePoints(view(), year));
    expect(series.map((s) => s.kind)).toEqual(['own', 'peer', 'demo']);
    expect(series[0]).toEqual({ kind: 'own', colour: PEER_COLOURS.own, data: [[40, 120.1235, 14]] });
    expect(series[2]?.data).toEqual([[20, 50, 8]]);
    expect(latestYear(view({ points: [] }))).toBeNull();
  });

  it('orders the yearly lines and keeps missing figures empty', () => {
    expect(yearlyLines(view())).toEqual([
      { year: 2024, own: null, sectorAverage: 140 },
      { year: 2025, own: 120.1235, sectorAverage: 150 },
    ]);
  });
});
