import { assembleShortReport, type ShortReportFigures, type ShortReportInput } from './short-report.js';

const summary = (co2e: number) => ({ summary: { co2e } });

/** The charts-data table of a small company: kg CO2e per scope and section. */
const figures: ShortReportFigures = {
  scope2Method: 'location',
  scope2Totals: { location: 12_000, market: 4_500 },
  table: {
    scope1: { ...summary(18_000), categories: { equipment: summary(12_000), vehicles: summary(6_000) } },
    scope2: { ...summary(12_000), categories: { heat: summary(12_000) } },
    scope3: { ...summary(10_000), categories: { waste: summary(2_500), 'business-travels': summary(7_500) } },
  },
};

const input: ShortReportInput = {
  organizationName: 'Zakład Łódź sp. z o.o.',
  period: { choice: 'previous-year', from: '2025-01', to: '2025-12' },
  figures,
  employees: 20,
  annualRevenueEur: 400_000,
  generatedAt: '2026-11-22T09:30:00.000Z',
};

describe('short report content', () => {
  it('reports Scope 2 under both methods side by side (dual reporting): 12 t location-based, 4.5 t market-based', () => {
    expect(assembleShortReport(input).scope2Tonnes).toEqual({ location: 12, market: 4.5 });
  });

  it('totals the scopes: 18 + 12 + 10 t = 40 t; per employee 40 / 20 = 2 t; per 1000 EUR 40 × 1000 / 400000 = 0.1 t', () => {
    const report = assembleShortReport(input);
    expect(report.totalTonnes).toBe(40);
    expect(report.perEmployeeTonnes).toBe(2);
    expect(report.perThousandEurTonnes).toBeCloseTo(0.1, 12);
    expect(report.organizationName).toBe('Zakład Łódź sp. z o.o.');
    expect(report.period).toEqual(input.period);
  });

  it('lists each scope with its share (18/40 = 45 %, 12/40 = 30 %, 10/40 = 25 %) and its sections largest first', () => {
    const report = assembleShortReport(input);
    expect(report.scopes.map((s) => [s.scope, s.tonnes, s.share])).toEqual([
      ['scope1', 18, 45],
      ['scope2', 12, 30],
      ['scope3', 10, 25],
    ]);
    expect(report.scopes[2]!.sections.map((s) => [s.section, s.tonnes, s.share])).toEqual([
      ['business-travels', 7.5, 18.75],
      ['waste', 2.5, 6.25],
    ]);
    expect(report.scopes[0]!.sections[0]!.label).toEqual({
      pl: 'Urządzenia stacjonarne',
      en: 'Stationary equipment',
    });
  });

  it('gives no per-unit totals without employees or revenue, and zero shares for an empty period', () => {
    const empty = { summary: { co2e: 0 }, categories: {} };
    const report = assembleShortReport({
      ...input,
      employees: null,
      annualRevenueEur: 0,
      figures: {
        scope2Method: 'market',
        scope2Totals: { location: 0, market: 0 },
        table: { scope1: empty, scope2: empty, scope3: empty },
      },
    });
    expect(report).toMatchObject({ totalTonnes: 0, perEmployeeTonnes: null, perThousandEurTonnes: null });
    expect(report.scope2Method).toBe('market');
    expect(report.scopes.map((s) => [s.tonnes, s.share, s.sections])).toEqual([
      [0, 0, []],
      [0, 0, []],
      [0, 0, []],
    ]);
  });

  it('names a section the catalogue does not know by its key', () => {
    const report = assembleShortReport({
      ...input,
      figures: {
        ...figures,
        table: { ...figures.table, scope2: { ...summary(12_000), categories: { retired: summary(12_000) } } },
      },
    });
    expect(report.scopes[1]!.sections[0]!.label).toEqual({ pl: 'retired', en: 'retired' });
  });

  it('breaks the total down by location, largest first, with the unassigned rest last: 40 t = 25 + 10 + 0 + 5', () => {
    const report = assembleShortReport({
      ...input,
      locations: {
        locations: [
          { locationId: 'it', name: 'IT', co2eKg: 10_000 },
          { locationId: 'risk', name: 'Ryzyko', co2eKg: 0 },
          { locationId: 'ops', name: 'Operacje i obsługa', co2eKg: 25_000 },
        ],
        unassignedCo2eKg: 5_000,
      },
    });
    expect(report.locations.map((l) => [l.name, l.tonnes, l.share])).toEqual([
      ['Operacje i obsługa', 25, 62.5],
      ['IT', 10, 25],
      ['Ryzyko', 0, 0],
      [null, 5, 12.5],
    ]);
    expect(report.locations.reduce((sum, l) => sum + l.tonnes, 0)).toBe(report.totalTonnes);
  });

  it('has no location breakdown when the organization has no location', () => {
    expect(assembleShortReport(input).locations).toEqual([]);
    expect(
      assembleShortReport({ ...input, locations: { locations: [], unassignedCo2eKg: 40_000 } }).locations,
    ).toEqual([]);
  });
});
