import fc from 'fast-check';
import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { UNITS } from '../units/unit.js';
import { calculate } from './calculate.js';
import { type ActivityRow, ROW_KINDS } from './rows.js';
import { deriveWellToTankRows } from './well-to-tank.js';

/** Any value, or a plausible one, for every field a row may have: untyped input from storage or imports. */
const field = (plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(plausible, fc.anything());
const number = fc.oneof(fc.double(), fc.integer({ min: 0, max: 1e6 }));
const row = fc.record(
  {
    kind: fc.constantFrom(...ROW_KINDS),
    section: field(fc.constantFrom('vehicles', 'electricity', 'waste', 'wtt')),
    fuel: field(fc.constantFrom('diesel', 'coal', 'nope')),
    quantity: field(number),
    unit: field(fc.constantFrom(...UNITS, 'gallons')),
    country: field(fc.constantFrom('PL', 'DE', '', 'XX')),
    provider: field(fc.record({ name: fc.string(), kgCo2ePerUnit: number, unit: fc.constantFrom(...UNITS) })),
    greenEnergy: field(fc.constantFrom('yes', 'no', 'dont-know')),
    certifiedQuantity: field(number),
    certifiedUnit: field(fc.constantFrom(...UNITS)),
    mode: field(fc.constantFrom('plane', 'car-diesel', 'truck', 'rail')),
    distanceKm: field(number),
    people: field(number),
    cars: field(number),
    trips: field(number),
    roundTrip: fc.anything(),
    rooms: field(number),
    nights: field(number),
    mass: field(number),
    massUnit: field(fc.constantFrom(...UNITS)),
    wasteType: field(fc.constantFrom('mixed', 'glass')),
    treatment: field(fc.constantFrom('landfill', 'composting')),
    refrigerant: field(fc.constantFrom('r-410a', 'r-999')),
    factor: field(fc.record({ name: fc.string(), kgCo2ePerUnit: number, unit: fc.constantFrom(...UNITS) })),
    co2eKg: field(number),
    amount: field(number),
    currency: field(fc.constantFrom('PLN', 'EUR')),
    activity: field(fc.constantFrom('wtt.fuel.diesel', 'wtt.electricity.generation')),
    installation: field(fc.constantFrom('photovoltaics', 'hydro')),
    name: fc.anything(),
    kWh: field(number),
    vehicle: field(fc.constantFrom('passenger-car', 'forklift')),
    engine: field(fc.constantFrom('diesel', 'bev')),
    material: field(fc.constantFrom('steel', 'books')),
    device: field(fc.constantFrom('laptop', 'car')),
    count: field(number),
    service: field(fc.constantFrom('supply', 'treatment')),
    areaM2: field(number),
    months: field(fc.integer({ min: 0, max: 13 })),
    category: fc.anything(),
  },
  { requiredKeys: ['kind'] },
);

describe('calculation on untrusted rows', () => {
  it('never throws and never yields a negative or non-finite figure: either a result or a coded error', () => {
    fc.assert(
      fc.property(row, (input) => {
        const outcome = calculate(input as unknown as ActivityRow, set);
        if (!outcome.ok) return typeof outcome.code === 'string' && outcome.message.pl.length > 0;
        return Number.isFinite(outcome.co2eKg) && outcome.co2eKg >= 0;
      }),
      {
        numRuns: 3000,
        // Found by a CI run: an activity that refuses conversion to text once made the error message throw.
        examples: [[{ kind: 'well-to-tank', quantity: 0, unit: 'kWh', activity: { toString: 0 } }]],
      },
    );
  });

  it('derives well-to-tank rows from untrusted rows without throwing', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        const { rows: derived } = deriveWellToTankRows(rows as unknown as ActivityRow[], set);
        return derived.every((r) => r.kind === 'well-to-tank');
      }),
    );
  });

  it('given no row at all, then UNKNOWN_ROW_KIND', () => {
    expect(calculate(null as unknown as ActivityRow, set)).toMatchObject({
      ok: false,
      code: 'UNKNOWN_ROW_KIND',
    });
  });
});
