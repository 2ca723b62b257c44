import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type CalculationOutcome, type EmissionResult } from './result.js';

function ok(outcome: CalculationOutcome): EmissionResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.code}: ${outcome.detail}`);
  return outcome;
}

describe('Scope 1 vehicles and equipment, fuel-based', () => {
  it('given 1,000 litres of diesel (average biofuel blend), then 2,512.79 kg CO2e from DESNZ 2024 row 1_101_1011_8_1', () => {
    // Hand calculation: 1,000 l × 2.51279 kg CO2e/l = 2,512.79 kg CO2e.
    // Gas split (kg CO2e per litre, rows _2/_3/_4): CO2 2.4796, CH4 0.00029, N2O 0.0329.
    // Gas masses: CO2 2,479.6 kg; CH4 0.29 / 28 = 0.010357 kg; N2O 32.9 / 265 = 0.124151 kg.
    const result = ok(
      calculate({ kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: 1000, unit: 'litres' }, set),
    );
    expect(result.co2eKg).toBeCloseTo(2512.79, 6);
    expect(result.co2Kg).toBeCloseTo(2479.6, 6);
    expect(result.ch4Kg).toBeCloseTo(0.29 / 28, 9);
    expect(result.n2oKg).toBeCloseTo(32.9 / 265, 9);
    expect(result.method).toBe('fuel-based');
    expect(result.factorRef).toMatchObject({
      sourceRowId: '1_101_1011_8_1',
      source: 'desnz-2024',
      factorSetVersion: '2024.1',
      level: 'world',
    });
    expect(result.dataQuality).toBe('secondary');
  });

  it('given diesel in kg, when the factor is per tonne, then the mass is converted (2,000 kg × 3,014.09462 kg/t)', () => {
    // Hand calculation: 2,000 kg = 2 t; 2 t × 3,014.09462 kg CO2e/t (1_101_1011_15_1) = 6,028.18924 kg.
    const result = ok(
      calculate({ kind: 'fuel', section: 'equipment', fuel: 'diesel', quantity: 2000, unit: 'kg' }, set),
    );
    expect(result.co2eKg).toBeCloseTo(6028.18924, 6);
    expect(result.factorRef.sourceRowId).toBe('1_101_1011_15_1');
  });

  it('given 1,000 m3 of natural gas in a boiler, then 2,045.42 kg CO2e (DESNZ 1_100_1004_1_1)', () => {
    // Hand calculation: 1,000 m3 × 2.04542 = 2,045.42 kg CO2e; CO2 share 2.0414 × 1,000 = 2,041.4 kg.
    const result = ok(
      calculate({ kind: 'fuel', section: 'equipment', fuel: 'natural-gas', quantity: 1000, unit: 'm3' }, set),
    );
    expect(result.co2eKg).toBeCloseTo(2045.42, 6);
    expect(result.co2Kg).toBeCloseTo(2041.4, 6);
  });

  it('given coal in litres, then UNIT_INCOMPATIBLE (DESNZ gives coal per tonne and kWh only), never a number', () => {
    const outcome = calculate(
      { kind: 'fuel', section: 'equipment', fuel: 'coal', quantity: 10, unit: 'litres' },
      set,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'UNIT_INCOMPATIBLE' });
  });

  it('given a negative quantity, then INVALID_QUANTITY', () => {
    const outcome = calculate(
      { kind: 'fuel', section: 'vehicles', fuel: 'petrol', quantity: -1, unit: 'litres' },
      set,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'INVALID_QUANTITY' });
  });
});

describe('Scope 1 vehicles, distance-based', () => {
  it('given 10,000 km in an average diesel car, then 1,698.4 kg CO2e (DESNZ 4_301_3069_4_1)', () => {
    // Hand calculation: 10,000 km × 0.16984 kg CO2e/km = 1,698.4 kg CO2e.
    const result = ok(
      calculate(
        {
          kind: 'vehicle-distance',
          section: 'vehicles',
          vehicle: 'passenger-car',
          engine: 'diesel',
          distanceKm: 10000,
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(1698.4, 6);
    expect(result.method).toBe('distance-based');
    expect(result.factorRef.sourceRowId).toBe('4_301_3069_4_1');
  });

  it('given a forklift by distance, then FACTOR_NOT_FOUND (forklifts are entered by fuel)', () => {
    const outcome = calculate(
      {
        kind: 'vehicle-distance',
        section: 'vehicles',
        vehicle: 'forklift',
        engine: 'diesel',
        distanceKm: 10,
      },
      set,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'FACTOR_NOT_FOUND' });
  });
});

describe('Scope 1 cooling, refrigerant leakage', () => {
  it('given 2 kg of R-410A topped up, then 3,847 kg CO2e from AR5 GWPs mass-weighted', () => {
    // Hand calculation: R-410A = 50% HFC-32 (GWP 677) + 50% HFC-125 (GWP 3,170) = 1,923.5;
    // 2 kg × 1,923.5 = 3,847 kg CO2e. DESNZ 2024 row 3_201_2156_3_1 lists R410A as 1,924 (rounded).
    const result = ok(
      calculate(
        { kind: 'refrigerant', section: 'cooling', refrigerant: 'r-410a', quantity: 2, unit: 'kg' },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(3847, 6);
    expect(result.method).toBe('refrigerant-leakage');
    expect(result.co2Kg).toBeNull();
  });

  it('given 1 kg of R-404A, then 3,942.8 kg CO2e (44% HFC-125, 52% HFC-143a, 4% HFC-134a)', () => {
    // Hand calculation: 0.44 × 3,170 + 0.52 × 4,800 + 0.04 × 1,300 = 1,394.8 + 2,496 + 52 = 3,942.8.
    const result = ok(
      calculate(
        { kind: 'refrigerant', section: 'cooling', refrigerant: 'r-404a', quantity: 1, unit: 'kg' },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(3942.8, 6);
  });

  it('given 0.5 kg of R-407C, then 812.105 kg CO2e (23% HFC-32, 25% HFC-125, 52% HFC-134a)', () => {
    // Hand calculation: 0.23 × 677 + 0.25 × 3,170 + 0.52 × 1,300 = 1,624.21; × 0.5 kg = 812.105.
    const result = ok(
      calculate(
        { kind: 'refrigerant', section: 'cooling', refrigerant: 'r-407c', quantity: 0.5, unit: 'kg' },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(812.105, 6);
  });
});

describe('custom fuels, refrigerants and providers', () => {
  it('given a custom fuel with name, factor and unit, then quantity × the user factor, primary data', () => {
    // Hand calculation: 100 kg × 3 kg CO2e/kg = 300 kg CO2e.
    const result = ok(
      calculate(
        {
          kind: 'custom-factor',
          section: 'equipment',
          factor: { name: 'Biogas from our digester', kgCo2ePerUnit: 3, unit: 'kg' },
          quantity: 0.1,
          unit: 'tonnes',
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(300, 9);
    expect(result.dataQuality).toBe('primary');
    expect(result.factorRef).toMatchObject({ source: 'user', level: 'supplier' });
  });

  it('given a custom refrigerant without a name, then CUSTOM_FACTOR_INCOMPLETE', () => {
    const outcome = calculate(
      {
        kind: 'custom-factor',
        section: 'cooling',
        factor: { name: ' ', kgCo2ePerUnit: 100, unit: 'kg' },
        quantity: 1,
        unit: 'kg',
      },
      set,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'CUSTOM_FACTOR_INCOMPLETE' });
  });

  it('given a custom factor per kg and a quantity in litres, then UNIT_INCOMPATIBLE', () => {
    const outcome = calculate(
      {
        kind: 'custom-factor',
        section: 'vehicles',
        factor: { name: 'E85', kgCo2ePerUnit: 1, unit: 'kg' },
        quantity: 1,
        unit: 'litres',
      },
      set,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'UNIT_INCOMPATIBLE' });
  });
});
