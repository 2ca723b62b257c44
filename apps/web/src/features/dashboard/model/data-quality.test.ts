import type { DataQualityView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { dataQualityQueryOf, hasNoLines, mixSegments, ORIGIN_COLOURS } from './data-quality';

const view = (tonnes: [number, number, number, number]): DataQualityView => {
  const total = tonnes.reduce((a, b) => a + b, 0);
  const origins = (['supplier-specific', 'activity-data', 'default-factor', 'spend-based'] as const).map(
    (origin, i) => ({ origin, tonnes: tonnes[i]!, share: total > 0 ? (tonnes[i]! / total) * 100 : 0 }),
  );
  return { origins, verifiedShare: 0, score: total > 0 ? 2 : 5, totalTonnes: total };
};

describe('data-quality panel model', () => {
  it('asks for the charts’ months and method, narrowed to the chosen scope', () => {
    const query = { dateFrom: '2025-01', dateTo: '2025-12', scope2Method: 'market' } as const;
    expect(dataQualityQueryOf(query, -1)).toEqual(query);
    expect(dataQualityQueryOf(query, 2)).toEqual({ ...query, scope: 'scope2' });
    expect(dataQualityQueryOf({}, 3)).toEqual({ scope: 'scope3' });
  });

  it('draws only the origins with tonnes, best first, each in its colour', () => {
    const segments = mixSegments(view([0, 6, 1, 3]));
    expect(segments.map((s) => [s.origin, s.share, s.colour])).toEqual([
      ['activity-data', 60, ORIGIN_COLOURS['activity-data']],
      ['default-factor', 10, ORIGIN_COLOURS['default-factor']],
      ['spend-based', 30, ORIGIN_COLOURS['spend-based']],
    ]);
    expect(new Set(Object.values(ORIGIN_COLOURS)).size).toBe(4);
  });

  it('a filter without lines is the empty state, not a score', () => {
    expect(hasNoLines(view([0, 0, 0, 0]))).toBe(true);
    expect(mixSegments(view([0, 0, 0, 0]))).toEqual([]);
    expect(hasNoLines(view([0, 0.001, 0, 0]))).toBe(false);
  });
});
