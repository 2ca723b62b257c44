import { type CalculationErrorCode, errorReasonOf } from '../emissions/calculate/result.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { SECTIONS } from '../emissions/catalogue/sections.js';
import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { type AnswerRow, type RowValues } from './answer-row.js';
import { type AnswersState, initialAnswersState } from './answers.state.js';
import { evaluateRow, evaluateSheet } from './evaluate-sheet.js';
import { sampleRow } from './sample-row.test.js';

const PAIRS = SECTIONS.flatMap((section) =>
  section.tables.map((table) => [section.key, table.key, table] as const),
);

/** A sheet answered 'yes' holding the given rows, as stored events would leave it. */
const sheetOf = (...rows: AnswerRow[]): AnswersState => ({
  ...initialAnswersState,
  initialAnswer: 'yes',
  rows: new Map(rows.map((r) => [r.rowId, r])),
});

const without = (values: RowValues, key: string): RowValues =>
  Object.fromEntries(Object.entries(values).filter(([k]) => k !== key));

describe('no silent zero: every table with each required column missing in turn', () => {
  it.each(PAIRS)('%s / %s', (section, _key, table) => {
    const full = sampleRow(table, table.columns);
    for (const column of table.columns.filter((c) => c.required)) {
      const row = { ...full, values: without(full.values, column.key) };
      const evaluation = evaluateRow(section, row, sheetOf(row), set);
      // 'To complete' naming the column, no result: never a 0 kg line.
      expect({ column: column.key, outcome: evaluation.outcome, badge: evaluation.badge }).toEqual({
        column: column.key,
        outcome: 'incomplete',
        badge: 'to-complete',
      });
      expect(evaluation.missing).toContain(column.key);
      expect(evaluation.result).toBeNull();
      const sheet = evaluateSheet(section, sheetOf(row), set);
      expect(sheet.progress.status).not.toBe('completed');
      expect(sheet.totalCo2eKg).toBe(0);
    }
  });
});

/** Rows that are complete but cannot be priced, as stored events may hold them (older rows, other choices). */
const UNPRICEABLE: readonly [SectionKey, string, RowValues, CalculationErrorCode][] = [
  [
    'vehicles',
    'vehicle-fuel',
    { itemType: 'passenger-car', fuelType: 'wood-pellets', consumption: 10, unit: 'kg' },
    'FUEL_NOT_FOR_ITEM',
  ],
  [
    'equipment',
    'equipment-fuel',
    { itemType: 'boiler', fuelType: 'natural-gas', consumption: 10, unit: 'litres' },
    'UNIT_NOT_FOR_FUEL',
  ],
  [
    'equipment',
    'equipment-fuel',
    { itemType: 'boiler', fuelType: 'wood-pellets', consumption: 10, unit: 'kWh', cvBasis: 'net' },
    'UNIT_NOT_FOR_FUEL',
  ],
  [
    'vehicles',
    'vehicle-distance',
    { itemType: 'forklift', engine: 'diesel', distanceKm: 10 },
    'FACTOR_NOT_FOUND',
  ],
  [
    'business-travels',
    'business-travel',
    {
      destinationCountry: 'DE',
      date: '2025-03-02',
      transportMode: 'plane',
      oneWayDistanceKm: 900,
      roundTrip: false,
      people: 1,
      flightHaul: 'short-haul',
      cabinClass: 'first',
    },
    'CABIN_NOT_FOR_HAUL',
  ],
  [
    'waste',
    'waste',
    { wasteType: 'mixed', treatment: 'recycling', mass: 1, unit: 'tonnes' },
    'FACTOR_NOT_FOUND',
  ],
];

describe('no silent zero: a row that cannot be priced is an error with its reason', () => {
  it.each(UNPRICEABLE)('%s / %s %j → %s', (section, table, values, code) => {
    const row: AnswerRow = {
      rowId: 'r1',
      table,
      period: '2025-03',
      values,
      main: true,
      fieldType: 'other',
      order: 1,
    };
    const sheet = evaluateSheet(section, sheetOf(row), set);
    const [evaluation] = sheet.rows;
    expect(evaluation).toMatchObject({ outcome: 'error', badge: 'error', errorCode: code, result: null });
    expect(evaluation?.errorReason).toEqual(errorReasonOf(code));
    expect(evaluation?.errorDetail).toBeTruthy();
    expect(sheet.progress.status).toBe('tofix');
    expect(sheet.totalCo2eKg).toBe(0);
  });

  it('gives every error a reason in Polish and in English, an unknown stored code included', () => {
    for (const code of ['FACTOR_NOT_FOUND', 'FUEL_NOT_FOR_ITEM', 'INVALID_ROW', 'SOMETHING_OLDER']) {
      const reason = errorReasonOf(code);
      expect(reason.pl.length).toBeGreaterThan(10);
      expect(reason.en.length).toBeGreaterThan(10);
      expect(reason.pl).not.toBe(reason.en);
    }
  });
});
