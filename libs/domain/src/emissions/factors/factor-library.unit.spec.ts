import fc from 'fast-check';
import { COUNTRIES } from '../catalogue/countries.js';
import { dimensionOf, UNITS } from '../units/unit.js';
import { FACTOR_SET_2024_1 as set, factorSetForYear } from './factor-sets.js';
import { LIBRARY_2024_1 } from './library-2024-1.generated.js';
import { FACTOR_SOURCES } from './sources.js';

describe('factor library 2024.1', () => {
  it('records provenance for every value: id, source, years, row id, unit, AR5, licence, estimated flag', () => {
    for (const f of LIBRARY_2024_1) {
      expect(f.id).toMatch(/^[a-z0-9.-]+:[A-Za-z0-9.-]+:[A-Za-z]+(:ember)?$/);
      expect(FACTOR_SOURCES[f.source]).toBeDefined();
      expect(f.publicationYear).toBeGreaterThanOrEqual(2013);
      expect(f.dataYear).toBeGreaterThanOrEqual(2013);
      expect(f.sourceRowId.length).toBeGreaterThan(0);
      expect(f.gwpBasis).toBe('AR5');
      expect(f.licence).toBe(FACTOR_SOURCES[f.source].licence);
      expect(typeof f.estimated).toBe('boolean');
      expect(Number.isFinite(f.kgCo2ePerUnit) && f.kgCo2ePerUnit >= 0).toBe(true);
    }
  });

  it('keeps only curated values, not the 8,700 source rows', () => {
    expect(LIBRARY_2024_1.length).toBeLessThan(600);
  });

  it('where DESNZ splits gases, the CO2, CH4 and N2O shares add up to the total within rounding', () => {
    const split = LIBRARY_2024_1.filter((f) => f.co2KgCo2ePerUnit !== null && f.ch4KgCo2ePerUnit !== null);
    expect(split.length).toBeGreaterThan(50);
    for (const f of split) {
      const sum = (f.co2KgCo2ePerUnit ?? 0) + (f.ch4KgCo2ePerUnit ?? 0) + (f.n2oKgCo2ePerUnit ?? 0);
      expect(Math.abs(sum - f.kgCo2ePerUnit)).toBeLessThanOrEqual(0.001 * f.kgCo2ePerUnit + 1e-6);
    }
  });

  it('carries the Ember CC BY-SA 4.0 licence and attribution on every Ember-derived value', () => {
    const ember = LIBRARY_2024_1.filter((f) => f.source === 'ember-2025');
    expect(ember.length).toBeGreaterThan(70);
    expect(ember.every((f) => f.licence === 'CC BY-SA 4.0')).toBe(true);
    expect(FACTOR_SOURCES['ember-2025'].attribution).toContain('CC BY-SA 4.0');
  });

  it('matches the cited DESNZ value for diesel, 2.51279 kg CO2e per litre (row 1_101_1011_8_1)', () => {
    expect(set.byId('fuel.diesel:litres:world')).toMatchObject({
      kgCo2ePerUnit: 2.51279,
      sourceRowId: '1_101_1011_8_1',
    });
  });
});

describe('factor lookup with fallback', () => {
  it('given Poland, then electricity comes from the national KOBiZE value before Ember', () => {
    const found = set.lookup({ activity: 'electricity.grid', unit: 'MWh', country: 'PL' });
    expect(found?.factor.source).toBe('kobize-2024');
    expect(found?.ref).toMatchObject({ level: 'national', fallbackFrom: [] });
  });

  it('given an EU country without a national hotel value, then the EU regional value, with the path recorded', () => {
    const found = set.lookup({ activity: 'hotel.stay', unit: 'room-night', country: 'CZ' });
    expect(found?.ref).toMatchObject({ level: 'regional', fallbackFrom: ['national'], estimated: true });
  });

  it('given a non-EU country without a national hotel value, then the world value after national and regional', () => {
    const found = set.lookup({ activity: 'hotel.stay', unit: 'room-night', country: 'NO' });
    expect(found?.ref).toMatchObject({ level: 'world', fallbackFrom: ['national', 'regional'] });
  });

  it('given a country-independent activity, then the world value without a fallback', () => {
    const found = set.lookup({ activity: 'fuel.lpg', unit: 'litres', country: null, year: 2024 });
    expect(found?.ref).toMatchObject({ level: 'world', fallbackFrom: [] });
  });

  it('given a unit of another dimension, then nothing is found', () => {
    expect(set.lookup({ activity: 'fuel.coal', unit: 'litres', country: null })).toBeUndefined();
  });

  it('uses set 2024.1 for reporting years until a newer set exists', () => {
    expect(factorSetForYear(2025).version).toBe('2024.1');
  });
});

describe('memoised resolution', () => {
  it('given any activity, unit and country, then the calculation path resolves the same factor as the lookup', () => {
    const country = fc.option(fc.constantFrom(...COUNTRIES.map((c) => c.code), 'XX'), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(...set.activities()),
        fc.constantFrom(...UNITS),
        country,
        (activity, unit, code) => {
          const viaLookup = set.lookup({ activity, unit, country: code });
          const viaResolve = set.resolve(activity, dimensionOf(unit), code);
          return (viaLookup?.factor.id ?? null) === (viaResolve?.factor.id ?? null);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
