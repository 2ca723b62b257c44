import { answersAggregate } from '../answers/answers.aggregate.js';
import type { AnswerCommand } from '../answers/answers.commands.js';
import { evaluateSheet } from '../answers/evaluate-sheet.js';
import { type AnswersState } from '../answers/answers.state.js';
import { PRODUCT_SECTION_KEYS, type ProductSectionKey } from '../emissions/catalogue/section-keys.js';
import { FACTOR_SET_2024_1 } from '../emissions/factors/factor-sets.js';
import { DEMO_PACKAGING } from './demo-packaging.js';

/** Folds commands through the organization's answers aggregate, as the product's section streams do. */
function sheetOf(section: ProductSectionKey, commands: AnswerCommand[]): AnswersState {
  const aggregate = answersAggregate({
    questionId: section,
    role: 'member',
    blockedPeriods: new Set(),
    currentPeriod: '2026-11',
  });
  let state = aggregate.initialState;
  for (const command of commands) {
    for (const event of aggregate.decide(command, state).events) state = aggregate.evolve(state, event);
  }
  return state;
}

const demoSheet = (section: ProductSectionKey): AnswersState =>
  sheetOf(section, [
    { type: 'AnswerInitialQuestion', answer: 'yes' },
    { type: 'ChoosePath', path: 'detailed' },
    ...DEMO_PACKAGING.sections[section].map((row, i): AnswerCommand => ({
      type: 'AddRow',
      rowId: `${section}-${i}`,
      table: row.table,
      period: '2026-10',
      values: { ...row.values },
    })),
  ]);

/**
 * Per section of the demo packaging product: [kg CO2e of each row, the source row each is cited from, the hand
 * calculation]. Source rows: DESNZ 2024 "Factors by Category" (ID column) and KOBiZE 2023 for Polish electricity.
 */
const HAND: Record<ProductSectionKey, readonly (readonly [number, string, string])[]> = {
  'raw-materials': [
    [214.9138548, '19_506_5156_15_1', '0.180 t board × 1,193.96586 kg/t'],
    [37.97736588, '19_505_5120_15_1', '0.012 t average plastics × 3,164.78049 kg/t'],
    [6.6965917, '19_506_5164_15_1', '0.005 t paper × 1,339.31834 kg/t'],
  ],
  production: [
    [63.155, 'KOBiZE', '85 kWh × 0.743 kg/kWh (KOBiZE 2023, 743 kg CO2/MWh)'],
    [12.27252, '1_100_1004_1_1', '6 m3 natural gas × 2.04542 kg/m3'],
  ],
  'transport-and-distribution': [[5.2829, '27_304_3136_14_1', '0.2 t × 350 km = 70 t.km × 0.07547']],
  processing: [[8.916, 'KOBiZE', '12 kWh × 0.743']],
  use: [[2.229, 'KOBiZE', '3 kWh × 0.743']],
  disposal: [
    [0.75004137, '20_506_5450_15_1', '0.117 t paper recycled (closed loop) × 6.41061'],
    [52.39755675, '20_506_5453_15_1', '0.045 t paper landfilled × 1,164.39015'],
    [0.11539098, '20_506_5451_15_1', '0.018 t paper combusted × 6.41061'],
    [0.10660632, '20_505_5383_15_1', '0.012 t plastics landfilled × 8.88386'],
  ],
};

describe('product sections: the demo packaging product against its source rows', () => {
  it('has rows in all six sections', () => {
    expect(Object.keys(DEMO_PACKAGING.sections).sort()).toEqual([...PRODUCT_SECTION_KEYS].sort());
  });

  it.each(PRODUCT_SECTION_KEYS.map((s) => [s]))(
    'section %s: every line is its hand calculation',
    (section) => {
      // Given the section answered through the answers aggregate, when evaluated with the 2024 factor set,
      const evaluation = evaluateSheet(section, demoSheet(section), FACTOR_SET_2024_1);
      // then each row computes its hand calculation from the factor row it cites, and the section is completed.
      expect(evaluation.progress.status).toBe('completed');
      const expected = HAND[section];
      expect(evaluation.rows).toHaveLength(expected.length);
      evaluation.rows.forEach((row, i) => {
        const [kg, sourceRow, hand] = expected[i]!;
        expect({ hand, kg: row.result?.co2eKg }).toEqual({ hand, kg: expect.closeTo(kg, 5) });
        expect(row.result?.factorRef.sourceRowId).toContain(sourceRow);
      });
    },
  );

  it('adds up to one total per section, which the six sections sum to', () => {
    const totals = PRODUCT_SECTION_KEYS.map(
      (s) => evaluateSheet(s, demoSheet(s), FACTOR_SET_2024_1).totalCo2eKg,
    );
    const hand = PRODUCT_SECTION_KEYS.map((s) => HAND[s].reduce((sum, [kg]) => sum + kg, 0));
    totals.forEach((t, i) => expect(t).toBeCloseTo(hand[i]!, 5));
  });

  it('a material by mass uses the material row; a row without a factor is an error, never a zero', () => {
    const sheet = sheetOf('raw-materials', [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      {
        type: 'AddRow',
        rowId: 'glass',
        table: 'raw-materials',
        period: '2026-10',
        values: { name: 'Słoik', material: 'glass', mass: 1, unit: 'tonnes' },
      },
      {
        type: 'AddRow',
        rowId: 'wood',
        table: 'raw-materials',
        period: '2026-10',
        values: { name: 'Paleta', material: 'wood', mass: 1000, unit: 'kg' },
      },
    ]);
    const [glass, wood] = evaluateSheet('raw-materials', sheet, FACTOR_SET_2024_1).rows;
    expect(glass?.result?.factorRef.factorId).toBe('material.glass:tonnes:world');
    expect(wood?.result?.co2eKg).toBeCloseTo(269.50416, 5); // 1 t × 269.50416 (19_500_5048_15_1)
  });

  it('tonne-km by mode: rail and a van differ only by their factor rows', () => {
    const row = (mode: string): AnswerCommand => ({
      type: 'AddRow',
      rowId: mode,
      table: 'goods-transport',
      period: '2026-10',
      values: { name: mode, vehicleType: mode, goodsMassTonnes: 10, distanceKm: 100 },
    });
    const sheet = sheetOf('transport-and-distribution', [row('rail')]);
    const [rail] = evaluateSheet('transport-and-distribution', sheet, FACTOR_SET_2024_1).rows;
    expect(rail?.result?.co2eKg).toBeCloseTo(27.79, 5); // 1,000 t.km × 0.02779 (27_315_3151_14_1)
    expect(rail?.result?.factorRef.sourceRowId).toBe('27_315_3151_14_1');
  });
});
