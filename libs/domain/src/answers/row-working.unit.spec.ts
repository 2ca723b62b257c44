import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { type AnswerRow, type CellValue, type CustomFactorDefinition } from './answer-row.js';
import { type AnswersState, initialAnswersState } from './answers.state.js';
import { evaluateRow } from './evaluate-sheet.js';
import { rowWorkingOf } from './row-working.js';

// Source rows of set 2024.1 (see the factor library): KOBiZE 2023 grid factor for Poland, DESNZ diesel.
const PL_GRID = 0.743;
const DIESEL_PER_LITRE = 2.51279;

const row = (
  rowId: string,
  table: string,
  values: Record<string, CellValue>,
  period = '2025-03',
): AnswerRow => ({
  rowId,
  table,
  period,
  values,
  main: true,
  fieldType: 'other',
  order: 1,
});
const sheetOf = (rows: AnswerRow[], customs: CustomFactorDefinition[] = []): AnswersState => ({
  ...initialAnswersState,
  initialAnswer: 'yes',
  greenEnergy: 'yes',
  rows: new Map(rows.map((r) => [r.rowId, r])),
  customFactors: new Map(customs.map((c) => [c.customId, c])),
});

describe('the working of one line', () => {
  it('diesel: litres × the DESNZ factor, cited with publisher, row id, year and GWP set', () => {
    const diesel = row('car', 'vehicle-fuel', {
      itemType: 'passenger-car',
      fuelType: 'diesel',
      consumption: 100,
      unit: 'litres',
    });
    const working = rowWorkingOf('vehicles', diesel, sheetOf([diesel]), set)!;
    expect(working.scope2).toBeNull();
    expect(working.steps).toHaveLength(1);
    const [step] = working.steps;
    expect(step!.entered).toEqual({ value: 100, unit: 'litres' });
    expect(step!.quantity).toBeCloseTo(100, 9);
    expect(step!.factor).toMatchObject({
      factorId: 'fuel.diesel:litres:world',
      value: DIESEL_PER_LITRE,
      unit: 'litres',
      publicationYear: 2024,
      gwpSet: 'AR5',
      own: false,
    });
    expect(step!.factor.publisher).toMatch(/DESNZ/);
    expect(step!.factor.sourceRowId).not.toBe('');
    expect(step!.kg).toBeCloseTo(100 * DIESEL_PER_LITRE, 9);
    expect(working.kg).toBeCloseTo(evaluateRow('vehicles', diesel, sheetOf([diesel]), set).result!.co2eKg, 9);
  });

  it('electricity: both methods, the certificates cited on the market-based line with their share', () => {
    const power = row('e1', 'electricity', { consumption: 1000, unit: 'kWh', country: 'PL' });
    const other = row('e2', 'electricity', { consumption: 3000, unit: 'kWh', country: 'PL' });
    const go1 = row('c1', 'green-energy', { certificate: 'GO-PL-0001', purchasedAmount: 1, unit: 'MWh' });
    const go2 = row('c2', 'green-energy', {
      certificate: 'Operator Zielony',
      purchasedAmount: 1000,
      unit: 'kWh',
    });
    const elsewhere = row(
      'c3',
      'green-energy',
      { certificate: 'GO-X', purchasedAmount: 500, unit: 'kWh' },
      '2025-04',
    );
    const sheet = sheetOf([power, other, go1, go2, elsewhere]);
    const working = rowWorkingOf('electricity', power, sheet, set)!;
    const s2 = working.scope2!;
    expect(s2.kwh).toBe(1000);
    expect(s2.location.perKwh).toBeCloseTo(PL_GRID, 9);
    expect(s2.location.kg).toBeCloseTo(743, 9);
    expect(s2.location.factor.factorId).toBe('electricity.grid:kWh:PL');
    // 2,000 kWh of certificates over 4,000 kWh of the month: this line gets a quarter, 500 kWh.
    expect(s2.market.certifiedKwh).toBeCloseTo(500, 9);
    expect(s2.market.certificates.map((c) => [c.certificate, c.amount, c.unit])).toEqual([
      ['GO-PL-0001', 1, 'MWh'],
      ['Operator Zielony', 1000, 'kWh'],
    ]);
    expect(s2.market.certificates.map((c) => c.coveredKwh)).toEqual([250, 250]);
    expect(s2.market.uncoveredKwh).toBeCloseTo(500, 9);
    expect(s2.market.uncoveredBasis).toBe('location-fallback-no-residual-mix');
    expect(s2.market.perKwh).toBeCloseTo(PL_GRID, 9);
    expect(s2.market.kg).toBeCloseTo(500 * PL_GRID, 9);
    expect(s2.market.kg).toBeCloseTo(
      evaluateRow('electricity', power, sheet, set).result!.scope2!.marketBasedKg,
      9,
    );
  });

  it("electricity with the supplier's factor: the uncovered part at that factor, cited as the company's own", () => {
    const provider: CustomFactorDefinition = {
      customId: 'p1',
      kind: 'provider',
      name: 'Green Utility',
      kgCo2ePerUnit: 200,
      unit: 'MWh',
    };
    const power = row('e1', 'electricity', {
      provider: 'custom:p1',
      consumption: 1000,
      unit: 'kWh',
      country: 'PL',
    });
    const s2 = rowWorkingOf('electricity', power, sheetOf([power], [provider]), set)!.scope2!;
    expect(s2.market.certificates).toEqual([]);
    expect(s2.market.uncoveredBasis).toBe('supplier');
    expect(s2.market.factor).toMatchObject({ label: 'Green Utility', value: 200, unit: 'MWh', own: true });
    expect(s2.market.perKwh).toBeCloseTo(0.2, 9);
    expect(s2.market.kg).toBeCloseTo(200, 9);
    expect(s2.location.kg).toBeCloseTo(743, 9);
  });

  it('has no working for a row without emissions: incomplete, or a certificate itself', () => {
    const half = row('e1', 'electricity', { consumption: 1000 });
    const go = row('c1', 'green-energy', { certificate: 'GO-1', purchasedAmount: 5, unit: 'kWh' });
    expect(rowWorkingOf('electricity', half, sheetOf([half]), set)).toBeNull();
    expect(rowWorkingOf('electricity', go, sheetOf([go]), set)).toBeNull();
  });
});
