import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { findSection } from '../emissions/catalogue/sections.js';
import type { AnswerCommand, AnswerCommandContext } from './answers.commands.js';
import { decideAnswers } from './answers.decide.js';
import { type AnswersState, evolveAnswers, initialAnswersState } from './answers.state.js';
import { evaluateSheet } from './evaluate-sheet.js';
import { rowBadgeOf, sectionProgressOf } from './section-status.js';

const context: AnswerCommandContext = {
  questionId: 'vehicles',
  role: 'member',
  blockedPeriods: new Set(),
  currentPeriod: '2025-03',
};
const then = (state: AnswersState, ...commands: AnswerCommand[]): AnswersState =>
  commands.reduce((s, command) => decideAnswers(command, s, context).reduce(evolveAnswers, s), state);
const dieselRow: AnswerCommand = {
  type: 'AddRow',
  rowId: 'car-1',
  table: 'vehicle-fuel',
  period: '2025-03',
  values: { itemType: 'passenger-car', fuelType: 'diesel' },
};

describe('a vehicles sheet from not started to completed', () => {
  it('moves notstarted → inprogress → completed as the wizard and the diesel row are filled', () => {
    const start = evaluateSheet('vehicles', initialAnswersState, set);
    expect(start).toEqual({ rows: [], progress: { status: 'notstarted', progress: 0 }, totalCo2eKg: 0 });

    // Five steps: initial question, items, fuels, path, data entry; each counts 20 %.
    const answered = then(initialAnswersState, { type: 'AnswerInitialQuestion', answer: 'yes' });
    expect(evaluateSheet('vehicles', answered, set).progress).toEqual({ status: 'inprogress', progress: 20 });

    const chosen = then(
      answered,
      { type: 'ChooseItems', items: ['passenger-car'] },
      { type: 'ChooseFuels', fuels: ['diesel'] },
      { type: 'ChoosePath', path: 'detailed' },
    );
    expect(evaluateSheet('vehicles', chosen, set).progress).toEqual({ status: 'inprogress', progress: 80 });

    // A half-filled row is 'To complete' and keeps the data step open.
    const halfFilled = then(chosen, dieselRow);
    const half = evaluateSheet('vehicles', halfFilled, set);
    expect(half.progress).toEqual({ status: 'inprogress', progress: 80 });
    expect(half.rows[0]).toMatchObject({
      outcome: 'incomplete',
      badge: 'to-complete',
      missing: ['consumption', 'unit'],
      result: null,
    });

    const filled = then(halfFilled, {
      type: 'UpdateRow',
      rowId: 'car-1',
      values: { consumption: 100, unit: 'litres' },
    });
    const done = evaluateSheet('vehicles', filled, set);
    expect(done.progress).toEqual({ status: 'completed', progress: 100 });
    expect(done.rows[0]).toMatchObject({ outcome: 'ok', badge: 'completed', errorCode: null, missing: [] });
    // 100 l × 2.51279 kg/l (DESNZ 2024, diesel average biofuel blend, 1_101_1011_8_1)
    expect(done.totalCo2eKg).toBeCloseTo(251.279, 9);
    expect(done.rows[0]?.result?.factorRef).toMatchObject({ factorSetVersion: '2024.1', estimated: false });
  });

  it('is to fix while a row cannot be calculated, whatever else is done', () => {
    const state = then(initialAnswersState, { type: 'AnswerInitialQuestion', answer: 'yes' }, dieselRow, {
      type: 'AddRow',
      rowId: 'coal-car',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: { itemType: 'passenger-car', fuelType: 'coal', consumption: 10, unit: 'kg' },
    });
    const evaluation = evaluateSheet('vehicles', state, set);
    expect(evaluation.progress.status).toBe('tofix');
    expect(evaluation.rows[1]).toMatchObject({
      outcome: 'error',
      badge: 'error',
      errorCode: 'FUEL_NOT_FOR_ITEM',
      result: null,
      errorReason: {
        pl: 'Ten rodzaj pojazdu lub urządzenia nie spala wybranego paliwa',
        en: 'This vehicle or equipment type does not burn the chosen fuel',
      },
    });
    // Neither the half-filled diesel row nor the row in error has a result: nothing is added for them.
    expect(evaluation.rows.map((r) => r.result)).toEqual([null, null]);
  });

  it('is completed at once when the company has nothing to report', () => {
    const state = then(initialAnswersState, { type: 'AnswerInitialQuestion', answer: 'no' });
    expect(evaluateSheet('vehicles', state, set).progress).toEqual({ status: 'completed', progress: 100 });
  });

  it('an invalid row (a custom fuel missing from the sheet) is an error to fix', () => {
    const state: AnswersState = {
      ...then(initialAnswersState, { type: 'AnswerInitialQuestion', answer: 'yes' }),
      rows: new Map([
        [
          'x',
          {
            rowId: 'x',
            table: 'vehicle-fuel',
            period: '2025-03',
            values: { itemType: 'truck', fuelType: 'custom:gone', consumption: 1, unit: 'litres' },
            main: true,
            fieldType: 'other',
            order: 1,
          },
        ],
      ]),
    };
    const evaluation = evaluateSheet('vehicles', state, set);
    expect(evaluation.rows[0]).toMatchObject({ outcome: 'error', errorCode: 'INVALID_ROW' });
    expect(evaluation.progress.status).toBe('tofix');
  });
});

describe('section status rules', () => {
  const electricity = findSection('electricity');
  const yes: AnswersState = { ...initialAnswersState, initialAnswer: 'yes', path: 'detailed' };

  it('counts the green-energy step of energy sections', () => {
    // initial question, path, data entry, green energy: 3 of 4 done until green energy is answered
    expect(sectionProgressOf(electricity, yes, ['ok'])).toEqual({ status: 'inprogress', progress: 75 });
    expect(sectionProgressOf(electricity, { ...yes, greenEnergy: 'no' }, ['ok'])).toEqual({
      status: 'completed',
      progress: 100,
    });
  });

  it('needs at least one row, all calculated, for the data step', () => {
    const answered = { ...yes, greenEnergy: 'yes' as const };
    expect(sectionProgressOf(electricity, answered, []).progress).toBe(75);
    expect(sectionProgressOf(electricity, answered, ['ok', 'incomplete']).progress).toBe(75);
    expect(sectionProgressOf(electricity, answered, ['ok', 'error'])).toEqual({
      status: 'tofix',
      progress: 75,
    });
  });

  it('gives row badges from the outcome and the data quality', () => {
    expect(rowBadgeOf('incomplete', true)).toBe('to-complete');
    expect(rowBadgeOf('error', true)).toBe('error');
    expect(rowBadgeOf('ok', true)).toBe('estimated');
    expect(rowBadgeOf('ok', false)).toBe('completed');
  });
});
