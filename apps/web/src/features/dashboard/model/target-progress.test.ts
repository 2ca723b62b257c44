import { describe, expect, it } from 'vitest';
import { targetProgress } from './target-progress';

describe('the reduction target line chart', () => {
  it('puts the actual years, the target path and the sector average on one axis of years', () => {
    const progress = targetProgress(
      {
        years: [
          { year: 2026, actual: null, target: 80.123456 },
          { year: 2025, actual: 100, target: 100 },
          { year: 2024, actual: 110, target: null },
        ],
      },
      { years: [{ year: 2025, own: 100, sectorAverage: 90.55555 }] },
    );
    expect(progress).toEqual({
      labels: ['2024', '2025', '2026'],
      actual: [110, 100, null],
      target: [null, 100, 80.1235],
      sector: [null, 90.5556, null],
    });
  });

  it('leaves the sector line empty without a benchmark', () => {
    expect(targetProgress({ years: [{ year: 2025, actual: 1, target: 1 }] }, null).sector).toEqual([null]);
  });
});
