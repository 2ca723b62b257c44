import fc from 'fast-check';
import { fieldErrorsOf } from '../../request/plain-request.js';
import { customFuelSchema, customProviderSchema, customRefrigerantSchema } from './custom-item.schema.js';
import { energyCountrySchema } from './energy-country.schema.js';

describe('custom fuel, provider and refrigerant', () => {
  it('given name, factor and unit, when parsed, then valid with a decimal comma read as a number', () => {
    expect(customFuelSchema.parse({ name: 'Biogaz rolniczy', factor: '2,35', unit: 'kg CO2e/m3' })).toEqual({
      name: 'Biogaz rolniczy',
      factor: 2.35,
      unit: 'kg CO2e/m3',
    });
    expect(
      customProviderSchema.safeParse({ name: 'Tauron Zielona', factor: 0, unit: 'kg/kWh' }).success,
    ).toBe(true);
  });

  it('given an empty form, when parsed, then name, factor and unit are all required', () => {
    const result = customRefrigerantSchema.safeParse({ name: '', factor: '', unit: ' ' });
    expect(result.success || fieldErrorsOf(result.error)).toEqual([
      { path: 'name', code: 'required' },
      { path: 'factor', code: 'required' },
      { path: 'unit', code: 'required' },
    ]);
  });

  it('given a negative or unreadable factor, when parsed, then invalid_number', () => {
    for (const factor of [-1, 'abc', '1,2,3', Infinity]) {
      const result = customFuelSchema.safeParse({ name: 'Paliwo', factor, unit: 'kg' });
      expect(result.success || fieldErrorsOf(result.error)).toEqual([
        { path: 'factor', code: 'invalid_number' },
      ]);
    }
  });

  it('reads any non-negative decimal typed with a comma or a dot', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        (i, d, comma) => {
          const text = `${i}${comma ? ',' : '.'}${d}`;
          const parsed = customFuelSchema.parse({ name: 'X', factor: text, unit: 'kg' });
          return parsed.factor === Number(`${i}.${d}`);
        },
      ),
    );
  });
});

describe('electricity and heat country', () => {
  it('given a country, then valid; none, then country_required', () => {
    expect(energyCountrySchema.safeParse({ country: 'DE' }).success).toBe(true);
    const result = energyCountrySchema.safeParse({});
    expect(result.success || fieldErrorsOf(result.error)).toEqual([
      { path: 'country', code: 'country_required' },
    ]);
  });
});
