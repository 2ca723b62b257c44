import { c3Datapoints, c3Targets } from './c3-targets.js';

describe('VSME C3: reduction targets per scope group', () => {
  it('a Scope 1 + 2 and Scope 3 target: base year, target year, reduction and the absolute figures by hand', () => {
    const c3 = c3Targets({
      baseYear: 2023,
      targetYear: 2030,
      scope12Percent: 42,
      scope3Percent: 25,
      baseScope12Tonnes: 120,
      baseScope3Tonnes: 400,
    });
    expect(c3).toEqual({
      baseYear: 2023,
      targetYear: 2030,
      groups: [
        {
          group: 'scope-1-2',
          reductionPercent: 42,
          baseYearTonnes: 120,
          targetYearTonnes: expect.closeTo(69.6, 9),
        },
        { group: 'scope-3', reductionPercent: 25, baseYearTonnes: 400, targetYearTonnes: 300 },
      ],
    });
    expect(c3Datapoints(c3).map((d) => [d.id, d.value, d.unit])).toEqual([
      ['C3-54b', 2023, 'year'],
      ['C3-54a', 2030, 'year'],
      ['C3-54a-scope12-reduction', 42, '%'],
      ['C3-54b-scope12', 120, 't CO2e'],
      ['C3-54a-scope12', expect.closeTo(69.6, 9), 't CO2e'],
      ['C3-54a-scope3-reduction', 25, '%'],
      ['C3-54b-scope3', 400, 't CO2e'],
      ['C3-54a-scope3', 300, 't CO2e'],
    ]);
  });

  it('a target without Scope 3 has no Scope 3 group; no target, no C3 datapoints', () => {
    const c3 = c3Targets({
      baseYear: 2024,
      targetYear: 2028,
      scope12Percent: 30,
      scope3Percent: null,
      baseScope12Tonnes: 10,
      baseScope3Tonnes: 55,
    });
    expect(c3?.groups.map((g) => g.group)).toEqual(['scope-1-2']);
    expect(c3Targets(null)).toBeNull();
    expect(c3Datapoints(null)).toEqual([]);
  });
});
