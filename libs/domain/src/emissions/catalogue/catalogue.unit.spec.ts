import { calculate } from '../calculate/calculate.js';
import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { COUNTRIES } from './countries.js';
import {
  FREIGHT_MODE_KEYS,
  TRAVEL_MODE_KEYS,
  WASTE_TREATMENT_KEYS,
  WASTE_TYPE_KEYS,
} from './enumerations.js';
import { FUEL_KEYS } from './fuels.js';
import { OPTION_LISTS } from './option-lists.js';
import { DEVICE_KEYS, MATERIAL_KEYS } from './purchase-enumerations.js';
import { REFRIGERANTS } from './refrigerants.js';
import {
  PRODUCT_SECTION_KEYS,
  SCOPE_1_SECTION_KEYS,
  SCOPE_2_SECTION_KEYS,
  SCOPE_3_SECTION_KEYS,
} from './section-keys.js';
import { findSection, SECTIONS } from './sections.js';

describe('question catalogue', () => {
  it('has a section for every key of the spec, scope by scope, plus the six product sections', () => {
    const keys = SECTIONS.map((s) => s.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        ...SCOPE_1_SECTION_KEYS,
        ...SCOPE_2_SECTION_KEYS,
        ...SCOPE_3_SECTION_KEYS,
        ...PRODUCT_SECTION_KEYS,
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of SCOPE_1_SECTION_KEYS) expect(findSection(key).scope).toBe('scope-1');
    for (const key of SCOPE_3_SECTION_KEYS) expect(findSection(key).scope).toBe('scope-3');
  });

  it('covers all 16 Scope 3 categories (15 GHG Protocol categories and other)', () => {
    const categories = new Set(SECTIONS.filter((s) => s.scope === 'scope-3').map((s) => s.ghgCategory));
    expect([...categories].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('labels every section, table, column and option in Polish and English', () => {
    const labels = SECTIONS.flatMap((s) => [
      s.label,
      s.question,
      ...s.tables.flatMap((t) => [t.label, ...t.columns.map((c) => c.label)]),
    ]);
    const options = Object.values(OPTION_LISTS).flatMap((list) => list.map((o) => o.label));
    for (const label of [...labels, ...options]) {
      expect(label.pl.trim()).not.toBe('');
      expect(label.en.trim()).not.toBe('');
    }
  });

  it('gives electricity and heat a green-energy step, and cooling a refrigerant step', () => {
    expect(findSection('electricity').steps).toContain('green-energy');
    expect(findSection('heat').steps).toContain('green-energy');
    expect(findSection('cooling').steps).toContain('choose-refrigerants');
    expect(findSection('vehicles').steps).toEqual([
      'initial-question',
      'choose-items',
      'choose-fuels',
      'choose-path',
      'data-entry',
    ]);
  });

  it('has the purchased-goods sub-questions of the spec', () => {
    const tables = findSection('purchased-goods').tables.map((t) => t.key);
    expect(tables).toEqual(
      expect.arrayContaining([
        'metals',
        'it-equipment',
        'services',
        'laptops',
        'smartphones',
        'office-materials',
        'furniture',
        'machinery',
        'cars',
        'books',
        'water',
        'office-heating',
        'renewable-certificates',
      ]),
    );
  });

  it('offers about 70 countries as ISO alpha-2 codes including Poland, each with a grid factor', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(70);
    expect(COUNTRIES.map((c) => c.code)).toContain('PL');
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(set.lookup({ activity: 'electricity.grid', unit: 'kWh', country: c.code })?.ref.level).toBe(
        'national',
      );
    }
  });
});

describe('every enumerated item can be calculated', () => {
  const expectOk = (row: Parameters<typeof calculate>[0]): void => {
    const outcome = calculate(row, set);
    expect(outcome.ok ? 'ok' : `${outcome.code} ${outcome.detail}`).toBe('ok');
  };

  it.each(FUEL_KEYS)('fuel %s in its mass unit', (fuel) =>
    expectOk({ kind: 'fuel', section: 'equipment', fuel, quantity: 1, unit: 'tonnes' }),
  );
  it.each(REFRIGERANTS.map((r) => r.key))('refrigerant %s', (refrigerant) =>
    expectOk({ kind: 'refrigerant', section: 'cooling', refrigerant, quantity: 1, unit: 'kg' }),
  );
  it.each(TRAVEL_MODE_KEYS)('travel mode %s', (mode) =>
    expectOk({
      kind: 'travel',
      section: 'travels',
      mode,
      distanceKm: 100,
      roundTrip: false,
      people: 1,
      cars: 1,
      trips: 1,
    }),
  );
  it.each(FREIGHT_MODE_KEYS)('freight mode %s', (mode) =>
    expectOk({ kind: 'freight', section: 'downstream', mode, mass: 1, massUnit: 'tonnes', distanceKm: 1 }),
  );
  it.each(WASTE_TYPE_KEYS)('waste type %s with at least one treatment', (wasteType) => {
    const treatments = WASTE_TREATMENT_KEYS.filter(
      (treatment) =>
        calculate({ kind: 'waste', section: 'waste', wasteType, treatment, quantity: 1, unit: 'kg' }, set).ok,
    );
    expect(treatments.length).toBeGreaterThan(0);
  });
  it.each(MATERIAL_KEYS)('material %s', (material) =>
    expectOk({ kind: 'material', section: 'purchased-goods', material, quantity: 1, unit: 'kg' }),
  );
  it.each(DEVICE_KEYS)('device %s', (device) =>
    expectOk({ kind: 'device', section: 'purchased-goods', device, count: 1 }),
  );
});
