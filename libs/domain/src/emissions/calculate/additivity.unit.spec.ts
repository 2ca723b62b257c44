import fc from 'fast-check';
import { FUEL_KEYS } from '../catalogue/fuels.js';
import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type ActivityRow } from './rows.js';
import { addToTotals, emptyTotals } from './totals.js';

const quantity = fc.double({ min: 0, max: 1e6, noNaN: true });

function co2e(row: ActivityRow): number {
  const outcome = calculate(row, set);
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.co2eKg;
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('additivity of linear methods', () => {
  it('given two fuel rows of one fuel and unit, then their results add up to the result of the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('diesel', 'petrol', 'lpg', 'heating-oil'),
        quantity,
        quantity,
        (fuel, a, b) => {
          const row = (q: number): ActivityRow => ({
            kind: 'fuel',
            section: 'vehicles',
            fuel,
            quantity: q,
            unit: 'litres',
          });
          return close(co2e(row(a)) + co2e(row(b)), co2e(row(a + b)));
        },
      ),
    );
  });

  it('given waste masses in different units, then the sum of rows equals the row of the total mass', () => {
    fc.assert(
      fc.property(quantity, quantity, (kg, tonnes) => {
        const row = (q: number, unit: 'kg' | 'tonnes'): ActivityRow => ({
          kind: 'waste',
          section: 'waste',
          wasteType: 'mixed',
          treatment: 'landfill',
          quantity: q,
          unit,
        });
        return close(co2e(row(kg, 'kg')) + co2e(row(tonnes, 'tonnes')), co2e(row(kg + tonnes * 1000, 'kg')));
      }),
    );
  });

  it('given electricity split over rows, then location- and market-based totals equal those of one row', () => {
    fc.assert(
      fc.property(quantity, quantity, fc.constantFrom('PL', 'DE', 'FR', 'US'), (a, b, country) => {
        const row = (q: number): ActivityRow => ({
          kind: 'electricity',
          section: 'electricity',
          quantity: q,
          unit: 'kWh',
          country,
          provider: null,
          greenEnergy: 'no',
          certifiedQuantity: 0,
          certifiedUnit: 'kWh',
        });
        const split = addToTotals(addToTotals(emptyTotals(), calculate(row(a), set)), calculate(row(b), set));
        const whole = addToTotals(emptyTotals(), calculate(row(a + b), set));
        return (
          close(split.locationBasedKg, whole.locationBasedKg) &&
          close(split.marketBasedKg, whole.marketBasedKg)
        );
      }),
    );
  });

  it('given travellers split across rows, then per-person modes add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        quantity,
        (p1, p2, km) => {
          const row = (people: number): ActivityRow => ({
            kind: 'travel',
            section: 'business-travels',
            mode: 'plane',
            distanceKm: km,
            roundTrip: true,
            people,
            cars: 0,
            trips: 1,
          });
          return close(co2e(row(p1)) + co2e(row(p2)), co2e(row(p1 + p2)));
        },
      ),
    );
  });

  it('given an error row, then totals count it as an error and add nothing', () => {
    const totals = addToTotals(
      emptyTotals(),
      calculate({ kind: 'fuel', section: 'vehicles', fuel: FUEL_KEYS[0], quantity: -5, unit: 'litres' }, set),
    );
    expect(totals).toMatchObject({ co2eKg: 0, rows: 0, errors: 1 });
  });
});
