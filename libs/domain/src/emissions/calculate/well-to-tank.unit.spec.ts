import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type ActivityRow } from './rows.js';
import { deriveWellToTankRows } from './well-to-tank.js';

const sumOk = (rows: readonly ActivityRow[]): number =>
  rows.reduce((sum, row) => {
    const outcome = calculate(row, set);
    if (!outcome.ok) throw new Error(outcome.detail);
    return sum + outcome.co2eKg;
  }, 0);

describe('fuel- and energy-related activities (Scope 3 category 3)', () => {
  it('given 1,000 litres of diesel in Scope 1, then WTT is 611.01 kg (DESNZ 11_101_1011_8_1)', () => {
    // Hand calculation: 1,000 l × 0.61101 kg CO2e/l = 611.01 kg.
    const { rows } = deriveWellToTankRows(
      [{ kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: 1000, unit: 'litres' }],
      set,
    );
    expect(rows).toEqual([
      {
        kind: 'well-to-tank',
        section: 'wtt',
        activity: 'wtt.fuel.diesel',
        quantity: 1000,
        unit: 'litres',
        country: null,
      },
    ]);
    expect(sumOk(rows)).toBeCloseTo(611.01, 6);
  });

  it('given 10 MWh of electricity in Poland, then generation WTT + T&D WTT + T&D losses = 681.7 kg, estimated', () => {
    // Hand calculation with the UK chain factors used as world defaults (no Polish values in the sources):
    // 10,000 kWh × (0.0459 + 0.00397 + 0.0183) = 459 + 39.7 + 183 = 681.7 kg.
    const { rows } = deriveWellToTankRows(
      [
        {
          kind: 'electricity',
          section: 'electricity',
          quantity: 10,
          unit: 'MWh',
          country: 'PL',
          provider: null,
          greenEnergy: 'no',
          certifiedQuantity: 0,
          certifiedUnit: 'kWh',
        },
      ],
      set,
    );
    expect(rows).toHaveLength(3);
    expect(sumOk(rows)).toBeCloseTo(681.7, 6);
    const first = calculate(rows[0]!, set);
    expect(first.ok && first.dataQuality).toBe('estimated');
  });

  it('given custom fuels, motorcycles and Scope 3 rows, then only Scope 1/2 rows with a factor are derived and gaps are listed', () => {
    const custom: ActivityRow = {
      kind: 'custom-factor',
      section: 'equipment',
      factor: { name: 'X', kgCo2ePerUnit: 1, unit: 'kg' },
      quantity: 1,
      unit: 'kg',
    };
    const motorcycle: ActivityRow = {
      kind: 'vehicle-distance',
      section: 'vehicles',
      vehicle: 'motorcycle',
      engine: 'petrol',
      distanceKm: 100,
    };
    const scope3Fuel: ActivityRow = {
      kind: 'fuel',
      section: 'upstream-transportation',
      fuel: 'diesel',
      quantity: 1,
      unit: 'litres',
    };
    const { rows, uncovered } = deriveWellToTankRows([custom, motorcycle, scope3Fuel], set);
    expect(rows).toEqual([]);
    expect(uncovered).toEqual([custom, motorcycle]);
  });
});
