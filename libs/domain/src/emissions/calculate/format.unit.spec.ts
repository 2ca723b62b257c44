import { percentageOf, tonnesForChart, tonnesForTable } from './format.js';

describe('rendering results in tonnes', () => {
  it('given 2,512.79 kg, then "2.51" t in tables and 2.5128 t in charts', () => {
    expect(tonnesForTable(2512.79)).toBe('2.51');
    expect(tonnesForChart(2512.79)).toBe(2.5128);
  });

  it('rounds halves away from zero despite binary noise: 1,005 kg → "1.01", 1,234.55 kg chart → 1.2346', () => {
    expect(tonnesForTable(1005)).toBe('1.01');
    expect(tonnesForChart(1234.55)).toBe(1.2346);
    expect(tonnesForTable(0)).toBe('0.00');
  });

  it('gives percentages with 2 decimals and 0.00 for an empty total', () => {
    expect(percentageOf(1, 3)).toBe('33.33');
    expect(percentageOf(2, 3)).toBe('66.67');
    expect(percentageOf(5, 0)).toBe('0.00');
  });
});
