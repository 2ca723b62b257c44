import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { type CalculationOutcome, type EmissionResult } from './result.js';
import { type ElectricityRow } from './rows.js';

function ok(outcome: CalculationOutcome): EmissionResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.code}: ${outcome.detail}`);
  return outcome;
}

const electricity = (overrides: Partial<ElectricityRow> = {}): ElectricityRow => ({
  kind: 'electricity',
  section: 'electricity',
  quantity: 10,
  unit: 'MWh',
  country: 'PL',
  provider: null,
  greenEnergy: 'no',
  certifiedQuantity: 0,
  certifiedUnit: 'kWh',
  ...overrides,
});

describe('Scope 2 electricity', () => {
  it('given 10 MWh in Poland without provider, then location-based 7,430 kg (KOBiZE 743 kg/MWh) and market-based falls back', () => {
    // Hand calculation: 10 MWh = 10,000 kWh × 0.743 kg CO2/kWh = 7,430 kg.
    // No AIB residual mix in the library: market-based = location-based, and the result says so.
    const result = ok(calculate(electricity(), set));
    expect(result.co2eKg).toBeCloseTo(7430, 6);
    expect(result.co2Kg).toBeCloseTo(7430, 6);
    expect(result.scope2).toEqual({
      locationBasedKg: expect.closeTo(7430, 6),
      marketBasedKg: expect.closeTo(7430, 6),
      marketBasis: 'location-fallback-no-residual-mix',
      certifiedKwh: 0,
    });
    expect(result.factorRef).toMatchObject({ source: 'kobize-2024', level: 'national', fallbackFrom: [] });
  });

  it('given 4 MWh covered by certificates, then only market-based drops to 4,458 kg', () => {
    // Hand calculation: uncovered 6,000 kWh × 0.743 = 4,458 kg; location-based stays 7,430 kg.
    const result = ok(
      calculate(electricity({ greenEnergy: 'yes', certifiedQuantity: 4, certifiedUnit: 'MWh' }), set),
    );
    expect(result.co2eKg).toBeCloseTo(7430, 6);
    expect(result.scope2?.marketBasedKg).toBeCloseTo(4458, 6);
    expect(result.scope2?.marketBasis).toBe('certificates-and-location-fallback');
    expect(result.scope2?.certifiedKwh).toBe(4000);
  });

  it('given certificates but the answer "don\'t know", then certificates are not counted', () => {
    const result = ok(
      calculate(electricity({ greenEnergy: 'dont-know', certifiedQuantity: 4, certifiedUnit: 'MWh' }), set),
    );
    expect(result.scope2?.marketBasedKg).toBeCloseTo(7430, 6);
  });

  it('given a supplier factor of 200 kg/MWh, then market-based is 2,000 kg and location-based unchanged', () => {
    // Hand calculation: 200 kg/MWh = 0.2 kg/kWh; 10,000 kWh × 0.2 = 2,000 kg.
    const result = ok(
      calculate(
        electricity({ provider: { name: 'Green Power sp. z o.o.', kgCo2ePerUnit: 200, unit: 'MWh' } }),
        set,
      ),
    );
    expect(result.scope2?.marketBasedKg).toBeCloseTo(2000, 6);
    expect(result.scope2?.locationBasedKg).toBeCloseTo(7430, 6);
    expect(result.scope2?.marketBasis).toBe('supplier-factor');
  });

  it('given Germany, then the Ember 2024 value 342.06 g/kWh applies with CC BY-SA attribution in the factor', () => {
    // Hand calculation: 1,000 kWh × 0.34206 = 342.06 kg.
    const result = ok(calculate(electricity({ country: 'DE', quantity: 1000, unit: 'kWh' }), set));
    expect(result.co2eKg).toBeCloseTo(342.06, 6);
    expect(result.factorRef.source).toBe('ember-2025');
    expect(set.byId(result.factorRef.factorId)?.licence).toBe('CC BY-SA 4.0');
  });

  it('given the US, then the EPA eGRID2023 US average with its gas split: 351.64 kg per MWh', () => {
    // Hand calculation (EPA Hub 2025 Table 6, lb per MWh × 0.45359237 kg/lb):
    // CO2 771.523 lb → 349.9569 kg; CH4 0.057 lb → 0.025855 kg × 28 = 0.7239; N2O 0.008 lb → 0.0036287 kg × 265 = 0.9616.
    // CO2e = 349.9569 + 0.7239 + 0.9616 = 351.6425 kg for 1 MWh.
    const result = ok(calculate(electricity({ country: 'US', quantity: 1, unit: 'MWh' }), set));
    expect(result.co2eKg).toBeCloseTo(351.6425, 3);
    expect(result.co2Kg).toBeCloseTo(349.9569, 3);
    expect(result.ch4Kg).toBeCloseTo(0.057 * 0.45359237, 6);
    expect(result.n2oKg).toBeCloseTo(0.008 * 0.45359237, 6);
    expect(result.factorRef.source).toBe('epa-hub-2025');
  });

  it('given a country outside the catalogue, then the world value after trying national and regional', () => {
    // Hand calculation: 1,000 kWh × 0.47294 (Ember World 2024) = 472.94 kg.
    const result = ok(calculate(electricity({ country: 'XK', quantity: 1000, unit: 'kWh' }), set));
    expect(result.co2eKg).toBeCloseTo(472.94, 6);
    expect(result.factorRef).toMatchObject({ level: 'world', fallbackFrom: ['national', 'regional'] });
  });

  it('given no country, then COUNTRY_REQUIRED; given litres, then UNIT_INCOMPATIBLE', () => {
    expect(calculate(electricity({ country: '' }), set)).toMatchObject({
      ok: false,
      code: 'COUNTRY_REQUIRED',
    });
    expect(calculate(electricity({ unit: 'litres' }), set)).toMatchObject({
      ok: false,
      code: 'UNIT_INCOMPATIBLE',
    });
  });

  it('given a provider with a unit that is not energy, then CUSTOM_FACTOR_INCOMPLETE', () => {
    const outcome = calculate(electricity({ provider: { name: 'X', kgCo2ePerUnit: 1, unit: 'kg' } }), set);
    expect(outcome).toMatchObject({ ok: false, code: 'CUSTOM_FACTOR_INCOMPLETE' });
  });
});

describe('Scope 2 heat', () => {
  it('given 100 GJ of district heat in Poland without provider, then the estimated default 4,990.28 kg', () => {
    // Hand calculation: 100 GJ = 100 × 277.7778 kWh = 27,777.78 kWh × 0.17965 (DESNZ 10_401_4003_5_1, UK value
    // used as the world default because Poland has no public national default) = 4,990.28 kg.
    const result = ok(
      calculate(
        { kind: 'heat', section: 'heat', quantity: 100, unit: 'GJ', country: 'PL', provider: null },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(4990.2778, 3);
    expect(result.dataQuality).toBe('estimated');
    expect(result.factorRef).toMatchObject({
      level: 'world',
      estimated: true,
      sourceRowId: '10_401_4003_5_1',
    });
  });

  it("given the supplier's 80 kg/GJ, then 8,000 kg as primary data", () => {
    // Hand calculation: 100 GJ × 80 kg/GJ = 8,000 kg.
    const result = ok(
      calculate(
        {
          kind: 'heat',
          section: 'heat',
          quantity: 100,
          unit: 'GJ',
          country: 'PL',
          provider: { name: 'MPEC', kgCo2ePerUnit: 80, unit: 'GJ' },
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(8000, 6);
    expect(result.dataQuality).toBe('primary');
    expect(result.scope2?.marketBasis).toBe('supplier-factor');
  });

  it('given 50 GJ of 100 GJ covered by green-heat certificates and the supplier factor, then market-based halves', () => {
    // Hand calculation: supplier 80 kg/GJ; headline 100 GJ × 80 = 8,000 kg; market-based 50 GJ × 80 = 4,000 kg.
    const result = ok(
      calculate(
        {
          kind: 'heat',
          section: 'heat',
          quantity: 100,
          unit: 'GJ',
          country: 'PL',
          provider: { name: 'MPEC', kgCo2ePerUnit: 80, unit: 'GJ' },
          greenEnergy: 'yes',
          certifiedQuantity: 50,
          certifiedUnit: 'GJ',
        },
        set,
      ),
    );
    expect(result.co2eKg).toBeCloseTo(8000, 6);
    expect(result.scope2?.marketBasedKg).toBeCloseTo(4000, 6);
    expect(result.scope2?.marketBasis).toBe('supplier-factor-and-certificates');
  });
});

describe('on-site renewables', () => {
  it('given 5,000 kWh from photovoltaics, then zero emissions and the kWh reported separately', () => {
    const result = ok(
      calculate(
        {
          kind: 'renewable-installation',
          section: 'electricity',
          installation: 'photovoltaics',
          name: 'Roof PV',
          kWh: 5000,
        },
        set,
      ),
    );
    expect(result.co2eKg).toBe(0);
    expect(result.renewableKwh).toBe(5000);
    expect(result.method).toBe('on-site-renewable');
  });
});
