import type { EmissionLineView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { addsUp, figureKg, linesQuery, orderedLines, sumLinesKg } from './drill-down';
import { sampleChartsData } from './test-charts-data';

function line(partial: Partial<EmissionLineView>): EmissionLineView {
  return {
    questionId: 'vehicles',
    rowId: 'r1',
    period: '2025-01',
    scope: 'scope1',
    category: 'vehicles',
    subCategory: 'vehicle-fuel',
    item: 'diesel',
    co2eKg: 0,
    locationBasedKg: null,
    marketBasedKg: null,
    method: 'fuel',
    factorId: 'f',
    factorSetVersion: '2024.1',
    factorSource: 'DESNZ',
    factorYear: 2024,
    dataQuality: 'measured',
    ...partial,
  };
}

describe('drill-down', () => {
  const view = sampleChartsData();

  it('reads the clicked figure of every kind of target', () => {
    expect(figureKg(view, { kind: 'total' })).toBe(5000);
    expect(figureKg(view, { kind: 'scope', scope: 'scope2' })).toBe(2500);
    expect(figureKg(view, { kind: 'category', scope: 'scope1', category: 'vehicles' })).toBe(1500);
    expect(figureKg(view, { kind: 'month', period: '2025-02' })).toBe(3000);
    expect(figureKg(view, { kind: 'month', period: '2030-01' })).toBe(0);
  });

  it('narrows the lines query to the target under the same range and method', () => {
    const range = { dateFrom: '2025-01', dateTo: '2025-12' };
    expect(linesQuery({ kind: 'total' }, range, 'market')).toEqual({ ...range, scope2Method: 'market' });
    expect(linesQuery({ kind: 'category', scope: 'scope3', category: 'waste' }, {}, 'location')).toEqual({
      scope2Method: 'location',
      scope: 'scope3',
      category: 'waste',
    });
    expect(linesQuery({ kind: 'month', period: '2025-02' }, range, 'location').period).toBe('2025-02');
  });

  it('keeps the scope filter on the total and on a month, so their lines add up to the figure shown', () => {
    expect(figureKg(view, { kind: 'total', scope: 'scope3' })).toBe(1000);
    expect(figureKg(view, { kind: 'month', period: '2025-02', scope: 'scope2' })).toBe(2000);
    expect(linesQuery({ kind: 'total', scope: 'scope2' }, {}, 'market')).toEqual({
      scope2Method: 'market',
      scope: 'scope2',
    });
    expect(linesQuery({ kind: 'month', period: '2025-01', scope: 'scope1' }, {}, 'location')).toEqual({
      scope2Method: 'location',
      scope: 'scope1',
      period: '2025-01',
    });
  });

  it('adds the lines up to the clicked figure', () => {
    const lines = [line({ co2eKg: 1000.1 }), line({ rowId: 'r2', co2eKg: 499.9 })];
    const sum = sumLinesKg(lines);
    expect(addsUp(figureKg(view, { kind: 'scope', scope: 'scope1' }), sum)).toBe(true);
    expect(addsUp(1500, sumLinesKg([line({ co2eKg: 1499 })]))).toBe(false);
    // Many small floats: equal to the gram despite rounding noise.
    const tenths = Array.from({ length: 1000 }, (_, i) => line({ rowId: `r${i}`, co2eKg: 0.1 }));
    expect(addsUp(100, sumLinesKg(tenths))).toBe(true);
  });

  it('orders lines by scope, section, month and row', () => {
    const ordered = orderedLines([
      line({ scope: 'scope2', category: 'electricity', rowId: 'a' }),
      line({ rowId: 'b', period: '2025-02' }),
      line({ rowId: 'b', period: '2025-01' }),
      line({ rowId: 'a' }),
      line({ rowId: 'a', period: '2025-03' }),
    ]);
    expect(ordered.map((l) => `${l.scope}/${l.rowId}/${l.period}`)).toEqual([
      'scope1/a/2025-01',
      'scope1/b/2025-01',
      'scope1/b/2025-02',
      'scope1/a/2025-03',
      'scope2/a/2025-01',
    ]);
  });
});
