import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type CalculationOutcome, type EmissionResult } from './result.js';
import { type TravelRow } from './rows.js';

function ok(outcome: CalculationOutcome): EmissionResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.code}: ${outcome.detail}`);
  return outcome;
}

const trip = (overrides: Partial<TravelRow>): TravelRow => ({
  kind: 'travel',
  section: 'business-travels',
  mode: 'plane',
  distanceKm: 1000,
  roundTrip: false,
  people: 1,
  cars: 0,
  trips: 1,
  ...overrides,
});

describe('business travel', () => {
  it('given a 1,000 km flight there and back for 2 people, then short-haul with RF: 743.68 kg', () => {
    // Hand calculation: 1,000 km × 2 legs × 2 people = 4,000 passenger.km × 0.18592 (21_316_3162_11_1) = 743.68 kg.
    const result = ok(calculate(trip({ roundTrip: true, people: 2 }), set));
    expect(result.co2eKg).toBeCloseTo(743.68, 6);
    expect(result.factorRef.sourceRowId).toBe('21_316_3162_11_1');
  });

  it('given a one-way 5,000 km flight, then long-haul with RF: 1,306.4 kg', () => {
    // Hand calculation: 5,000 passenger.km × 0.26128 (21_316_3168_11_1) = 1,306.4 kg.
    const result = ok(calculate(trip({ distanceKm: 5000 }), set));
    expect(result.co2eKg).toBeCloseTo(1306.4, 6);
    expect(result.factorRef.sourceRowId).toBe('21_316_3168_11_1');
  });

  it('given 3 colleagues in 1 diesel car, 300 km each way, then the car is counted once: 101.904 kg', () => {
    // Hand calculation: 300 km × 2 legs × 1 car = 600 km × 0.16984 (25_301_3069_4_1) = 101.904 kg.
    const result = ok(
      calculate(trip({ mode: 'car-diesel', distanceKm: 300, roundTrip: true, people: 3, cars: 1 }), set),
    );
    expect(result.co2eKg).toBeCloseTo(101.904, 6);
    expect(result.method).toBe('car-trips');
  });

  it('given a 500 km train ride there and back, then 35.46 kg (national rail 0.03546)', () => {
    const result = ok(calculate(trip({ mode: 'train', distanceKm: 500, roundTrip: true }), set));
    expect(result.co2eKg).toBeCloseTo(35.46, 6);
  });
});

describe('employee commuting', () => {
  it('given 5 people commuting 10 km by bus each way on 220 days, then 2,386.12 kg', () => {
    // Hand calculation: 10 km × 2 × 5 people × 220 days = 22,000 passenger.km × 0.10846 (25_314_3145_11_1).
    const result = ok(
      calculate(
        trip({
          section: 'employee-commuting',
          mode: 'bus',
          distanceKm: 10,
          roundTrip: true,
          people: 5,
          trips: 220,
        }),
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(2386.12, 6);
  });
});

describe('hotels', () => {
  it('given 3 people sharing 1 room for 2 nights in Germany, then 2 room-nights × 13.2 = 26.4 kg', () => {
    const result = ok(
      calculate({ kind: 'hotel', section: 'business-travels', country: 'DE', rooms: 1, nights: 2 }, set),
    );
    expect(result.co2eKg).toBeCloseTo(26.4, 6);
    expect(result.factorRef.sourceRowId).toBe('29_600_4017_13_1');
  });

  it('given a hotel in Poland (no DESNZ value), then the estimated EU mean of 7 DESNZ country values', () => {
    // Hand calculation: (BE 12.2 + FR 6.7 + DE 13.2 + IT 14.3 + NL 14.8 + PT 19 + ES 7) / 7 = 87.2 / 7 = 12.4571
    // per room-night (rounded to 4 decimals in the library); 1 room × 3 nights = 37.3713 kg.
    const result = ok(
      calculate({ kind: 'hotel', section: 'business-travels', country: 'PL', rooms: 1, nights: 3 }, set),
    );
    expect(result.co2eKg).toBeCloseTo(3 * 12.4571, 6);
    expect(result.factorRef).toMatchObject({
      level: 'regional',
      fallbackFrom: ['national'],
      estimated: true,
    });
    expect(result.dataQuality).toBe('estimated');
  });
});
