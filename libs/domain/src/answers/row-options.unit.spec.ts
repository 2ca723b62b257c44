/**
 * Each option of the fuel and travel tables against the DESNZ 2024 row it cites (values copied from
 * desnz-2024-factors-by-category.csv, column "GHG Conversion Factor 2024"), through the answer row as stored.
 */
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { FACTOR_SET_2024_1 as set } from '../emissions/factors/factor-sets.js';
import { type AnswerRow, type RowValues } from './answer-row.js';
import { initialAnswersState } from './answers.state.js';
import { evaluateRow } from './evaluate-sheet.js';

const evaluate = (section: SectionKey, table: string, values: RowValues) => {
  const row: AnswerRow = {
    rowId: 'r',
    table,
    period: '2025-03',
    values,
    main: true,
    fieldType: 'other',
    order: 1,
  };
  return evaluateRow(section, row, initialAnswersState, set);
};
const kgAndRow = (section: SectionKey, table: string, values: RowValues) => {
  const e = evaluate(section, table, values);
  if (!e.result) throw new Error(`${e.outcome} ${e.errorCode ?? ''} ${e.missing.join(',')}`);
  return {
    kg: e.result.co2eKg,
    row: e.result.factorRef.sourceRowId,
    estimated: e.result.factorRef.estimated,
  };
};

describe('stationary fuels in kWh: gross or net calorific value', () => {
  const gas = { itemType: 'boiler', fuelType: 'natural-gas', consumption: 1000, unit: 'kWh' };
  it.each([
    ['empty (stored before the choice: gross)', {}, 182.9, '1_100_1004_6_1'],
    ['gross', { cvBasis: 'gross' }, 182.9, '1_100_1004_6_1'],
    ['net', { cvBasis: 'net' }, 202.64, '1_100_1004_7_1'],
  ])('natural gas, 1,000 kWh, basis %s: %d kg (row %s)', (_name, extra, kg, sourceRow) => {
    const result = kgAndRow('equipment', 'equipment-fuel', { ...gas, ...extra });
    expect(result.kg).toBeCloseTo(kg, 9);
    expect(result.row).toBe(sourceRow);
  });

  it('LPG, 1 MWh net: 230.31 kg (0.23031 × 1,000, row 1_100_1003_7_1); gross 214.5 kg (0.2145, 1_100_1003_6_1)', () => {
    const lpg = { itemType: 'heater', fuelType: 'lpg', consumption: 1, unit: 'MWh' };
    expect(kgAndRow('equipment', 'equipment-fuel', { ...lpg, cvBasis: 'net' }).kg).toBeCloseTo(230.31, 9);
    expect(kgAndRow('equipment', 'equipment-fuel', lpg).kg).toBeCloseTo(214.5, 9);
  });

  it('the basis changes nothing for a mass or a volume: 1 m3 of gas is 2.04542 kg either way (1_100_1004_1_1)', () => {
    const m3 = { itemType: 'boiler', fuelType: 'natural-gas', consumption: 1, unit: 'm3' };
    expect(kgAndRow('equipment', 'equipment-fuel', { ...m3, cvBasis: 'net' })).toMatchObject({
      kg: 2.04542,
      row: '1_100_1004_1_1',
    });
  });
});

describe('flights: haul, cabin class, radiative forcing, one-way or return', () => {
  const flight = (extra: RowValues) => ({
    destinationCountry: 'DE',
    date: '2025-03-02',
    transportMode: 'plane',
    oneWayDistanceKm: 1000,
    roundTrip: false,
    people: 1,
    ...extra,
  });
  it.each([
    ['defaults (by distance, average, with RF)', {}, 0.18592, '21_316_3162_11_1'],
    ['domestic', { flightHaul: 'domestic' }, 0.27257, '21_316_3160_11_1'],
    [
      'short-haul economy without RF',
      { flightHaul: 'short-haul', cabinClass: 'economy', radiativeForcing: 'without-rf' },
      0.10794,
      '21_316_3165_11_1',
    ],
    [
      'short-haul business with RF',
      { flightHaul: 'short-haul', cabinClass: 'business', radiativeForcing: 'with-rf' },
      0.2743,
      '21_316_3166_11_1',
    ],
    [
      'long-haul premium economy',
      { flightHaul: 'long-haul', cabinClass: 'premium-economy' },
      0.32015,
      '21_316_3172_11_1',
    ],
    [
      'long-haul first without RF',
      { flightHaul: 'long-haul', cabinClass: 'first', radiativeForcing: 'without-rf' },
      0.47246,
      '21_316_3177_11_1',
    ],
    [
      'international economy',
      { flightHaul: 'international', cabinClass: 'economy' },
      0.13465,
      '21_316_3180_11_1',
    ],
    [
      'international business without RF',
      { flightHaul: 'international', cabinClass: 'business', radiativeForcing: 'without-rf' },
      0.23047,
      '21_316_3185_11_1',
    ],
  ])('1,000 passenger.km, %s: factor %d (row %s)', (_name, extra, factor, sourceRow) => {
    const result = kgAndRow('business-travels', 'business-travel', flight(extra));
    expect(result.kg).toBeCloseTo(1000 * factor, 9);
    expect(result.row).toBe(sourceRow);
  });

  it('by distance, 5,000 km one-way in business is long-haul: 5,000 × 0.58028 = 2,901.4 kg (21_316_3174_11_1)', () => {
    const result = kgAndRow(
      'business-travels',
      'business-travel',
      flight({ oneWayDistanceKm: 5000, cabinClass: 'business' }),
    );
    expect(result).toMatchObject({ row: '21_316_3174_11_1' });
    expect(result.kg).toBeCloseTo(2901.4, 9);
  });

  it('a return trip doubles the distance: 2 × 1,000 km × 0.18592 = 371.84 kg', () => {
    expect(kgAndRow('business-travels', 'business-travel', flight({ roundTrip: true })).kg).toBeCloseTo(
      371.84,
      9,
    );
  });

  it('first class on a short-haul flight is not published: an error with its reason, not another class', () => {
    const e = evaluate(
      'business-travels',
      'business-travel',
      flight({ flightHaul: 'short-haul', cabinClass: 'first' }),
    );
    expect(e).toMatchObject({ outcome: 'error', errorCode: 'CABIN_NOT_FOR_HAUL', result: null });
  });
});

describe('hotel stays: their own table, no transport leg', () => {
  it('Germany, 3 room-nights: 3 × 13.2 = 39.6 kg (29_600_4017_13_1), method hotel-room-nights', () => {
    const e = evaluate('business-travels', 'hotel-stays', { country: 'DE', roomNights: 3 });
    expect(e.result).toMatchObject({
      method: 'hotel-room-nights',
      factorRef: { sourceRowId: '29_600_4017_13_1' },
    });
    expect(e.result?.co2eKg).toBeCloseTo(39.6, 9);
  });

  it('UK, 2 room-nights: 2 × 10.4 = 20.8 kg (29_600_4000_13_1)', () => {
    expect(kgAndRow('business-travels', 'hotel-stays', { country: 'GB', roomNights: 2 }).kg).toBeCloseTo(
      20.8,
      9,
    );
  });

  it('Poland has no DESNZ hotel row: the EU mean 12.4571 per room-night, flagged estimated', () => {
    const result = kgAndRow('business-travels', 'hotel-stays', { country: 'PL', roomNights: 1 });
    expect(result).toMatchObject({ kg: 12.4571, estimated: true });
    expect(result.row).toContain('29_600_4017_13_1');
  });

  it('a stay without the country or the room-nights is to complete, never 0 kg', () => {
    expect(evaluate('business-travels', 'hotel-stays', { roomNights: 2 })).toMatchObject({
      outcome: 'incomplete',
      missing: ['country'],
    });
    expect(evaluate('business-travels', 'hotel-stays', { country: 'PL' })).toMatchObject({
      outcome: 'incomplete',
      missing: ['roomNights'],
    });
  });
});
