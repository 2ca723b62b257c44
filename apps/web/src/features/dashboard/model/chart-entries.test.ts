import { describe, expect, it } from 'vitest';
import {
  chartEntries,
  doughnutData,
  isEmpty,
  monthlySeries,
  scopeEntries,
  totalKg,
  treemapSeries,
} from './chart-entries';
import { DOUGHNUT_CYCLE, SCOPE_COLOURS, categoryColour } from './colours';
import { sampleChartsData } from './test-charts-data';

const label = (key: string) => `L:${key}`;

describe('chart entries', () => {
  it('lists sections with emissions, largest first, with percentage, 4-decimal tonnes and colour', () => {
    const entries = chartEntries(sampleChartsData(), -1, label);
    expect(entries.map((e) => e.category)).toEqual(['electricity', 'vehicles', 'franchises']);
    expect(entries[0]).toMatchObject({ label: 'L:electricity', value: 2.5, percentage: 50, scope: 'scope2' });
    expect(entries[1]).toMatchObject({ value: 1.5, percentage: 30, colour: categoryColour('vehicles') });
    expect(entries.reduce((s, e) => s + e.percentage, 0)).toBeCloseTo(100, 2);
  });

  it('keeps four decimals of tonnes in chart values', () => {
    const view = sampleChartsData();
    view.chart1 = [{ category: 'vehicles', scope: 'scope1', co2e: 1234.56789 }];
    expect(chartEntries(view, -1, label)[0]?.value).toBe(1.2346);
  });

  it('filters by scope and recomputes the shares', () => {
    const entries = chartEntries(sampleChartsData(), 3, label);
    expect(entries.map((e) => [e.category, e.percentage])).toEqual([['franchises', 100]]);
    expect(chartEntries(sampleChartsData(), 1, label).map((e) => e.category)).toEqual(['vehicles']);
  });

  it('builds the doughnut with the colour cycle and keys', () => {
    const doughnut = doughnutData(chartEntries(sampleChartsData(), -1, label));
    expect(doughnut.labels).toEqual(['L:electricity', 'L:vehicles', 'L:franchises']);
    expect(doughnut.data).toEqual([2.5, 1.5, 1]);
    expect(doughnut.colours).toEqual([DOUGHNUT_CYCLE[0], DOUGHNUT_CYCLE[1], DOUGHNUT_CYCLE[2]]);
    expect(doughnut.scopeKeys).toEqual(['scope2', 'scope1', 'scope3']);
    expect(doughnut.sectionKeys).toEqual(['electricity', 'vehicles', 'franchises']);
  });

  it('builds one treemap series coloured by category', () => {
    const [series] = treemapSeries(chartEntries(sampleChartsData(), -1, label));
    expect(series?.data[0]).toEqual({ x: 'L:electricity', y: 2.5, fillColor: categoryColour('electricity') });
    expect(series?.data).toHaveLength(3);
  });

  it('gives scope entries with the scope colours and shares', () => {
    const scopes = scopeEntries(sampleChartsData(), label);
    expect(scopes.map((s) => [s.scope, s.value, s.percentage, s.colour])).toEqual([
      ['scope1', 1.5, 30, SCOPE_COLOURS.scope1],
      ['scope2', 2.5, 50, SCOPE_COLOURS.scope2],
      ['scope3', 1, 20, SCOPE_COLOURS.scope3],
    ]);
  });

  it('sums, orders months and knows an empty answer', () => {
    const view = sampleChartsData();
    expect(totalKg(view)).toBe(5000);
    expect(monthlySeries(view).map((m) => m.period)).toEqual(['2025-01', '2025-02']);
    expect(isEmpty(view)).toBe(false);
    const empty = sampleChartsData();
    empty.chart1 = [];
    for (const scope of ['scope1', 'scope2', 'scope3'] as const) empty.table[scope].summary.co2e = 0;
    expect(isEmpty(empty)).toBe(true);
  });

  it('follows the scope filter: the sum and the monthly totals are those of the chosen scope', () => {
    const view = sampleChartsData();
    expect(totalKg(view, 2)).toBe(2500);
    expect(totalKg(view, 3)).toBe(1000);
    expect(totalKg(view, -1)).toBe(5000);
    expect(monthlySeries(view, 2).map((m) => [m.period, m.co2eKg])).toEqual([
      ['2025-01', 500],
      ['2025-02', 2000],
    ]);
    expect(monthlySeries(view, 1).map((m) => m.period)).toEqual(['2025-01']);
    expect(monthlySeries(view, -1).map((m) => m.co2eKg)).toEqual([2000, 3000]);
  });
});
