import { type EmissionResult } from '../emissions/calculate/result.js';
import { combineResults } from './combined-result.js';

const part = (overrides: Partial<EmissionResult>): EmissionResult => ({
  ok: true,
  co2eKg: 1,
  co2Kg: 1,
  ch4Kg: 0,
  n2oKg: 0,
  method: 'passenger-distance',
  factorRef: {
    factorId: 'travel.train:passenger.km:world',
    factorSetVersion: '2024.1',
    source: 'desnz-2024',
    publicationYear: 2024,
    sourceRowId: 'row',
    level: 'world',
    fallbackFrom: [],
    estimated: false,
  },
  dataQuality: 'secondary',
  scope2: null,
  renewableKwh: null,
  ...overrides,
});

describe('combineResults', () => {
  it('returns a single result unchanged', () => {
    const only = part({});
    expect(combineResults([only])).toBe(only);
  });

  it('adds kg, keeps the first method and factor, and the weakest data quality', () => {
    const journey = part({ co2eKg: 743.68, co2Kg: 700, ch4Kg: 0.1, n2oKg: 0.2 });
    const hotel = part({
      co2eKg: 26.4,
      co2Kg: null,
      ch4Kg: null,
      n2oKg: null,
      method: 'hotel-room-nights',
      dataQuality: 'estimated',
    });
    const combined = combineResults([journey, hotel]);
    expect(combined.co2eKg).toBeCloseTo(770.08, 9);
    // The hotel factor has no gas split, so the row's gases are unknown rather than understated.
    expect(combined).toMatchObject({ co2Kg: null, ch4Kg: null, n2oKg: null, method: 'passenger-distance' });
    expect(combined.factorRef).toBe(journey.factorRef);
    expect(combined.dataQuality).toBe('estimated');
  });

  it('sums gases when every part has them, and Scope 2 and renewable figures where present', () => {
    const a = part({
      co2Kg: 2,
      scope2: { locationBasedKg: 10, marketBasedKg: 5, marketBasis: 'certificates', certifiedKwh: 3 },
      renewableKwh: 4,
    });
    const b = part({
      co2Kg: 3,
      scope2: { locationBasedKg: 1, marketBasedKg: 1, marketBasis: 'supplier-factor', certifiedKwh: 0 },
    });
    expect(combineResults([a, b])).toMatchObject({
      co2eKg: 2,
      co2Kg: 5,
      scope2: { locationBasedKg: 11, marketBasedKg: 6, marketBasis: 'certificates', certifiedKwh: 3 },
      renewableKwh: 4,
    });
  });
});
