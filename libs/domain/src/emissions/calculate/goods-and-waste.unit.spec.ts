import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type CalculationOutcome, type EmissionResult } from './result.js';

function ok(outcome: CalculationOutcome): EmissionResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.code}: ${outcome.detail}`);
  return outcome;
}

describe('upstream and downstream transportation', () => {
  it('given 20 t carried 500 km by an average HGV, then 975.2 kg (DESNZ 27_304_3140_14_1)', () => {
    // Hand calculation: 20 t × 500 km = 10,000 tonne.km × 0.09752 = 975.2 kg.
    const result = ok(
      calculate(
        {
          kind: 'freight',
          section: 'upstream-transportation',
          mode: 'truck',
          mass: 20000,
          massUnit: 'kg',
          distanceKm: 500,
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(975.2, 6);
    expect(result.co2Kg).toBeCloseTo(10000 * 0.09601, 6);
  });
});

describe('waste', () => {
  it('given 2 Mg of mixed waste to landfill, then 1,040.6684 kg (DESNZ 20_507_5313_15_1)', () => {
    // Hand calculation: 2 Mg = 2 t × 520.3342 kg CO2e/t = 1,040.6684 kg.
    const result = ok(
      calculate(
        {
          kind: 'waste',
          section: 'waste',
          wasteType: 'mixed',
          treatment: 'landfill',
          quantity: 2,
          unit: 'Mg',
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(1040.6684, 6);
  });

  it('given 500 kg of paper composted, then 4.44193 kg (0.5 t × 8.88386)', () => {
    const result = ok(
      calculate(
        {
          kind: 'waste',
          section: 'waste',
          wasteType: 'paper',
          treatment: 'composting',
          quantity: 500,
          unit: 'kg',
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(4.44193, 6);
  });

  it('given glass sent to composting, then FACTOR_NOT_FOUND (no such treatment), and litres are UNIT_INCOMPATIBLE', () => {
    expect(
      calculate(
        {
          kind: 'waste',
          section: 'waste',
          wasteType: 'glass',
          treatment: 'composting',
          quantity: 1,
          unit: 'kg',
        },
        set,
      ),
    ).toMatchObject({ ok: false, code: 'FACTOR_NOT_FOUND' });
    expect(
      calculate(
        {
          kind: 'waste',
          section: 'waste',
          wasteType: 'mixed',
          treatment: 'landfill',
          quantity: 1,
          unit: 'litres',
        },
        set,
      ),
    ).toMatchObject({ ok: false, code: 'UNIT_INCOMPATIBLE' });
  });
});

describe('purchased goods and capital goods', () => {
  it('given 3 t of steel, then 8,564.75553 kg (DESNZ 19_504_5116_15_1, 2,854.91851 kg/t)', () => {
    const result = ok(
      calculate(
        { kind: 'material', section: 'purchased-goods', material: 'steel', quantity: 3, unit: 'tonnes' },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(8564.75553, 6);
    expect(result.method).toBe('average-data-mass');
  });

  it('given 10 laptops, then 497.31 kg estimated (2 kg each × IT equipment 24,865.47556 kg/t)', () => {
    // Hand calculation: 10 × 0.002 t × 24,865.47556 = 497.3095 kg (per-piece factor rounded to 6 decimals: 49.730951).
    const result = ok(
      calculate({ kind: 'device', section: 'purchased-goods', device: 'laptop', count: 10 }, set),
    );
    expect(result.co2eKg).toBeCloseTo(497.30951, 5);
    expect(result.dataQuality).toBe('estimated');
  });

  it('given 100 m3 of water and 100 m3 of wastewater, then 15.311 kg and 18.574 kg', () => {
    const supply = ok(
      calculate(
        { kind: 'water', section: 'purchased-goods', service: 'supply', quantity: 100, unit: 'm3' },
        set,
      ),
    );
    const treatment = ok(
      calculate(
        { kind: 'water', section: 'purchased-goods', service: 'treatment', quantity: 100000, unit: 'litres' },
        set,
      ),
    );
    expect(supply.co2eKg).toBeCloseTo(15.311, 6);
    expect(treatment.co2eKg).toBeCloseTo(18.574, 6);
  });

  it('given a 200 m2 office heated for 6 months, then 2,155.8 kg estimated', () => {
    // Hand calculation: 200 m2 × 6/12 × 120 kWh/m2/year × 0.17965 kg/kWh = 2,155.8 kg.
    const result = ok(
      calculate({ kind: 'office-heating-area', section: 'purchased-goods', areaM2: 200, months: 6 }, set),
    );
    expect(result.co2eKg).toBeCloseTo(2155.8, 6);
    expect(result.dataQuality).toBe('estimated');
  });

  it('given 10,000 PLN of services, then 1,323.80 kg via the ECB 2024 rate and the economy-average factor', () => {
    // Hand calculation: 10,000 PLN / 4.3058 PLN per EUR = 2,322.4488 EUR × 0.57 kg/EUR = 1,323.7958 kg.
    const result = ok(
      calculate(
        { kind: 'spend', section: 'purchased-goods', category: 'consulting', amount: 10000, currency: 'PLN' },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo((10000 / 4.3058) * 0.57, 9);
    expect(result.co2eKg).toBeCloseTo(1323.7958, 3);
    expect(result.method).toBe('spend-based');
    expect(result.dataQuality).toBe('estimated');
  });
});

describe('franchises, investments, leased assets, processing and use of sold products', () => {
  it('given a footprint the franchisee reports, then it is taken as primary data', () => {
    const result = ok(calculate({ kind: 'known-footprint', section: 'franchises', co2eKg: 1234 }, set));
    expect(result).toMatchObject({ co2eKg: 1234, method: 'supplier-specific', dataQuality: 'primary' });
  });

  it('given 1,000 kWh used by sold products in Poland over their life, then the grid factor applies: 743 kg', () => {
    const result = ok(
      calculate(
        {
          kind: 'electricity',
          section: 'use-sold-products',
          quantity: 1000,
          unit: 'kWh',
          country: 'PL',
          provider: null,
          greenEnergy: 'no',
          certifiedQuantity: 0,
          certifiedUnit: 'kWh',
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(743, 6);
  });
});
