import { type ElectricityRow } from '../emissions/calculate/rows.js';
import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { type GreenEnergyAnswer } from '../emissions/catalogue/enumerations.js';
import { type AnswerRow, type CellValue, type CustomFactorDefinition } from './answer-row.js';
import { type AnswersState, initialAnswersState } from './answers.state.js';
import { evaluateRow, evaluateSheet } from './evaluate-sheet.js';
import { assessRow } from './row-activity.js';

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
const sheetOf = (
  rows: AnswerRow[],
  greenEnergy: GreenEnergyAnswer | null,
  customs: CustomFactorDefinition[] = [],
): AnswersState => ({
  ...initialAnswersState,
  initialAnswer: 'yes',
  greenEnergy,
  rows: new Map(rows.map((r) => [r.rowId, r])),
  customFactors: new Map(customs.map((c) => [c.customId, c])),
});
const power = (rowId: string, kWh: number, period = '2025-03') =>
  row(rowId, 'electricity', { consumption: kWh, unit: 'kWh', country: 'PL' }, period);
const certificate = (rowId: string, amount: number, unit: string, period = '2025-03') =>
  row(rowId, 'green-energy', { certificate: `GO-${rowId}`, purchasedAmount: amount, unit }, period);
const activityOf = (sheet: AnswersState, rowId: string): ElectricityRow => {
  const assessment = assessRow('electricity', sheet.rows.get(rowId)!, sheet);
  if (assessment.status !== 'ready' || assessment.activity.kind !== 'electricity')
    throw new Error(JSON.stringify(assessment));
  return assessment.activity;
};

describe('electricity rows', () => {
  it('1,000 kWh in Poland × 0.743 (KOBiZE 2023) = 743 kg, market-based falls back to the grid', () => {
    const sheet = sheetOf([power('e1', 1000)], null);
    expect(activityOf(sheet, 'e1')).toMatchObject({
      greenEnergy: 'no',
      certifiedQuantity: 0,
      provider: null,
    });
    const result = evaluateRow('electricity', sheet.rows.get('e1')!, sheet, set).result;
    expect(result?.co2eKg).toBeCloseTo(743, 9);
    expect(result?.scope2).toMatchObject({ marketBasis: 'location-fallback-no-residual-mix' });
    expect(result?.scope2?.marketBasedKg).toBeCloseTo(743, 9);
  });

  it('certificates of the month are shared over its electricity rows in proportion to their kWh', () => {
    // 0.3 MWh of certificates in March over 1,000 + 3,000 kWh: 75 kWh and 225 kWh; the April certificate and
    // the April row stay apart.
    const sheet = sheetOf(
      [
        power('e1', 1000),
        power('e2', 3000),
        certificate('c1', 0.3, 'MWh'),
        certificate('c2', 500, 'kWh', '2025-04'),
        power('e3', 2000, '2025-04'),
      ],
      'yes',
    );
    expect(activityOf(sheet, 'e1')).toMatchObject({ greenEnergy: 'yes', certifiedUnit: 'kWh' });
    expect(activityOf(sheet, 'e1').certifiedQuantity).toBeCloseTo(75, 9);
    expect(activityOf(sheet, 'e2').certifiedQuantity).toBeCloseTo(225, 9);
    expect(activityOf(sheet, 'e3').certifiedQuantity).toBeCloseTo(500, 9);

    const evaluation = evaluateSheet('electricity', sheet, set);
    const byId = new Map(evaluation.rows.map((r) => [r.row.rowId, r]));
    // Market-based: (1,000 − 75) × 0.743 = 687.275 and (3,000 − 225) × 0.743 = 2,061.825
    expect(byId.get('e1')?.result?.scope2?.marketBasedKg).toBeCloseTo(687.275, 9);
    expect(byId.get('e2')?.result?.scope2?.marketBasedKg).toBeCloseTo(2061.825, 9);
    // Location-based is untouched: 6,000 kWh × 0.743 = 4,458 kg in total
    expect(evaluation.totalCo2eKg).toBeCloseTo(4458, 9);
    // Certificates are complete rows without emissions of their own
    expect(byId.get('c1')).toMatchObject({
      outcome: 'ok',
      badge: 'completed',
      result: null,
      errorCode: null,
    });
  });

  it('certificates only count after a yes to the green-energy question', () => {
    for (const answer of ['no', 'dont-know', null] as const) {
      const sheet = sheetOf([power('e1', 1000), certificate('c1', 500, 'kWh')], answer);
      expect(activityOf(sheet, 'e1')).toMatchObject({ greenEnergy: answer ?? 'no', certifiedQuantity: 0 });
    }
  });

  it('an incomplete certificate or electricity row takes no part in the sharing', () => {
    const sheet = sheetOf(
      [
        power('e1', 1000),
        row('e2', 'electricity', { consumption: 3000, unit: 'kWh' }),
        row('c1', 'green-energy', { purchasedAmount: 900, unit: 'kWh' }),
        certificate('c2', 100, 'kWh'),
      ],
      'yes',
    );
    expect(activityOf(sheet, 'e1').certifiedQuantity).toBeCloseTo(100, 9);
    expect(assessRow('electricity', sheet.rows.get('e2')!, sheet)).toEqual({
      status: 'incomplete',
      missing: ['country'],
    });
  });

  it("a custom provider's factor gives the market-based figure: 1,000 kWh × 0.2 kg/kWh = 200 kg", () => {
    const provider: CustomFactorDefinition = {
      customId: 'p1',
      kind: 'provider',
      name: 'Green Utility',
      kgCo2ePerUnit: 200,
      unit: 'MWh',
    };
    const withProvider = row('e1', 'electricity', {
      provider: 'custom:p1',
      consumption: 1000,
      unit: 'kWh',
      country: 'PL',
    });
    const sheet = sheetOf([withProvider], 'no', [provider]);
    const result = evaluateRow('electricity', withProvider, sheet, set).result;
    expect(result?.scope2?.marketBasedKg).toBeCloseTo(200, 9);
    expect(result?.scope2?.locationBasedKg).toBeCloseTo(743, 9);
    expect(assessRow('electricity', withProvider, sheetOf([withProvider], 'no'))).toEqual({
      status: 'invalid',
      detail: 'custom provider not defined',
    });
  });
});

describe('heat and renewables', () => {
  it('100 GJ of district heat in Poland × 0.17965 kg/kWh (estimated proxy) = 4,990.2778 kg, badge estimated', () => {
    const heat = row('h1', 'heat', { consumption: 100, unit: 'GJ', country: 'PL' });
    const sheet = sheetOf([heat], 'yes');
    expect(assessRow('heat', heat, sheet)).toMatchObject({
      activity: { kind: 'heat', greenEnergy: 'yes', certifiedQuantity: 0, provider: null },
    });
    const evaluation = evaluateRow('heat', heat, sheet, set);
    expect(evaluation.result?.co2eKg).toBeCloseTo(4990.2778, 3);
    expect(evaluation.badge).toBe('estimated');
  });

  it('a renewable installation is reported beside the inventory: 0 kg, its kWh kept', () => {
    const pv = row('r1', 'renewable-installations', { name: 'Roof PV', type: 'photovoltaics', kWh: 1200 });
    const result = evaluateRow('electricity', pv, sheetOf([pv], null), set).result;
    expect(result).toMatchObject({ co2eKg: 0, renewableKwh: 1200, method: 'on-site-renewable' });
  });
});
