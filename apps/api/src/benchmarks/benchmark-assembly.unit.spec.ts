import { assembleBenchmark, employeesOf, MINIMUM_PEERS, type YearTotal } from './benchmark-assembly.js';

const total = (organizationId: string, year: number, co2eKg: number, own = false): YearTotal => ({
  organizationId,
  own,
  demo: false,
  employees: 10,
  year,
  co2eKg,
});

describe('benchmark assembly', () => {
  it('takes the exact head count, else the middle of the size band', () => {
    expect(employeesOf({ peopleAmountNumber: 17, peopleAmount: 'SMALL_COMPANY' })).toBe(17);
    expect(employeesOf({ peopleAmount: 'SMALL_COMPANY' })).toBe(30);
    expect(employeesOf({ peopleAmount: 'LARGE_COMPANY' })).toBe(250);
    expect(employeesOf({})).toBeNull();
  });

  it('gives only the peer count below the minimum', () => {
    const totals = [
      total('own', 2024, 1000, true),
      ...[1, 2, 3, 4].map((n) => total(`p${n}`, 2024, n * 1000)),
    ];
    expect(assembleBenchmark('RETAIL', totals)).toEqual({
      industry: 'RETAIL',
      minimumPeers: MINIMUM_PEERS,
      peerCount: 4,
      points: [],
      years: [],
    });
  });

  it('at the minimum: points without ids in year and size order, own and sector average in tonnes per year', () => {
    const peers = [1, 2, 3, 4, 5].map((n) => total(`p${n}`, 2024, n * 1000));
    const view = assembleBenchmark('RETAIL', [
      total('own', 2025, 500, true),
      ...peers,
      total('p1', 2025, 3000),
    ]);
    expect(view.peerCount).toBe(5);
    expect(view.points.map((p) => [p.year, p.co2eTonnes, p.own])).toEqual([
      [2024, 1, false],
      [2024, 2, false],
      [2024, 3, false],
      [2024, 4, false],
      [2024, 5, false],
      [2025, 0.5, true],
      [2025, 3, false],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/p\d/);
    expect(view.years).toEqual([
      { year: 2024, own: null, sectorAverage: 3 },
      { year: 2025, own: 0.5, sectorAverage: 3 },
    ]);
  });
});
