import { type SectionKey } from '../catalogue/section-keys.js';
import { rowKindsOf, SECTIONS } from '../catalogue/sections.js';
import { FACTOR_SET_2024_1 as set } from '../factors/factor-sets.js';
import { calculate } from './calculate.js';
import { goodsTransportRow, purchaseRow } from './method-choice.js';
import { type ActivityRow, type ElectricityRow } from './rows.js';

const row = (value: ActivityRow | { ok: false; detail: string }): ActivityRow => {
  if ('ok' in value) throw new Error(value.detail);
  return value;
};
const power = (
  section: SectionKey,
  quantity: number,
  unit: 'kWh' | 'MWh',
  country: string,
): ElectricityRow => ({
  kind: 'electricity',
  section,
  quantity,
  unit,
  country,
  provider: null,
  greenEnergy: 'no',
  certifiedQuantity: 0,
  certifiedUnit: 'kWh',
});
const transport = {
  vehicleType: null,
  goodsMassTonnes: null,
  distanceKm: null,
  fuelType: null,
  fuelLitres: null,
  serviceCostPln: null,
  knownFootprintKg: null,
};

/** One hand-calculated case per section of the catalogue: [row, expected kg CO2e, hand calculation]. */
const CASES: Readonly<Record<SectionKey, readonly [ActivityRow, number, string]>> = {
  vehicles: [
    { kind: 'fuel', section: 'vehicles', fuel: 'diesel', quantity: 1000, unit: 'litres' },
    2512.79,
    '1,000 l × 2.51279 (1_101_1011_8_1)',
  ],
  equipment: [
    { kind: 'fuel', section: 'equipment', fuel: 'natural-gas', quantity: 1000, unit: 'm3' },
    2045.42,
    '1,000 m3 × 2.04542 (1_100_1004_1_1)',
  ],
  cooling: [
    { kind: 'refrigerant', section: 'cooling', refrigerant: 'r-410a', quantity: 2, unit: 'kg' },
    3847,
    '2 kg × (0.5 × 677 + 0.5 × 3,170)',
  ],
  heat: [
    { kind: 'heat', section: 'heat', quantity: 100, unit: 'GJ', country: 'PL', provider: null },
    4990.2778,
    '27,777.78 kWh × 0.17965 (10_401_4003_5_1, estimated)',
  ],
  electricity: [power('electricity', 10, 'MWh', 'PL'), 7430, '10,000 kWh × 0.743 (KOBiZE 2023)'],
  'purchased-goods': [
    { kind: 'material', section: 'purchased-goods', material: 'steel', quantity: 3, unit: 'tonnes' },
    8564.75553,
    '3 t × 2,854.91851 (19_504_5116_15_1)',
  ],
  'purchased-goods-and-services': [
    row(
      purchaseRow({
        section: 'purchased-goods-and-services',
        category: 'consulting',
        material: null,
        mass: null,
        massUnit: 'kg',
        device: null,
        count: null,
        costPln: 10000,
      }),
    ),
    1323.7958,
    '10,000 PLN / 4.3058 × 0.57',
  ],
  'capital-goods': [
    row(
      purchaseRow({
        section: 'capital-goods',
        category: 'cars',
        material: null,
        mass: null,
        massUnit: 'kg',
        device: 'car',
        count: 2,
        costPln: 200000,
      }),
    ),
    10684.197244,
    '2 cars × 1.4 t × 3,815.78473 (19_500_5028_15_1); pieces preferred over cost',
  ],
  wtt: [
    {
      kind: 'well-to-tank',
      section: 'wtt',
      activity: 'wtt.fuel.diesel',
      quantity: 1000,
      unit: 'litres',
      country: null,
    },
    611.01,
    '1,000 l × 0.61101 (11_101_1011_8_1)',
  ],
  'upstream-transportation': [
    row(
      goodsTransportRow({
        ...transport,
        section: 'upstream-transportation',
        vehicleType: 'truck',
        goodsMassTonnes: 20,
        distanceKm: 500,
        serviceCostPln: 3000,
      }),
    ),
    975.2,
    '20 t × 500 km × 0.09752 (27_304_3140_14_1); distance preferred over cost',
  ],
  upstream: [
    row(
      goodsTransportRow({
        ...transport,
        section: 'upstream',
        vehicleType: 'truck',
        goodsMassTonnes: 20,
        distanceKm: 500,
        fuelType: 'diesel',
        fuelLitres: 100,
      }),
    ),
    251.279,
    '100 l × 2.51279; fuel preferred over distance',
  ],
  waste: [
    { kind: 'waste', section: 'waste', wasteType: 'mixed', treatment: 'landfill', quantity: 2, unit: 'Mg' },
    1040.6684,
    '2 t × 520.3342 (20_507_5313_15_1)',
  ],
  'business-travels': [
    {
      kind: 'travel',
      section: 'business-travels',
      mode: 'plane',
      distanceKm: 1000,
      roundTrip: true,
      people: 2,
      cars: 0,
      trips: 1,
    },
    743.68,
    '4,000 passenger.km × 0.18592 (21_316_3162_11_1)',
  ],
  travels: [
    { kind: 'hotel', section: 'travels', country: 'DE', rooms: 1, nights: 2 },
    26.4,
    '2 room-nights × 13.2 (29_600_4017_13_1)',
  ],
  'employee-commuting': [
    {
      kind: 'travel',
      section: 'employee-commuting',
      mode: 'bus',
      distanceKm: 10,
      roundTrip: true,
      people: 5,
      cars: 0,
      trips: 220,
    },
    2386.12,
    '22,000 passenger.km × 0.10846 (25_314_3145_11_1)',
  ],
  commuting: [
    {
      kind: 'travel',
      section: 'commuting',
      mode: 'car-petrol',
      distanceKm: 15,
      roundTrip: true,
      people: 1,
      cars: 1,
      trips: 200,
    },
    987,
    '15 km × 2 × 200 days = 6,000 km × 0.1645 (25_301_3070_4_1)',
  ],
  'upstream-leased-assets': [
    {
      kind: 'heat',
      section: 'upstream-leased-assets',
      quantity: 100,
      unit: 'GJ',
      country: 'PL',
      provider: { name: 'MPEC', kgCo2ePerUnit: 80, unit: 'GJ' },
    },
    8000,
    '100 GJ × 80 kg/GJ supplier factor',
  ],
  'downstream-transportation': [
    row(
      goodsTransportRow({
        ...transport,
        section: 'downstream-transportation',
        knownFootprintKg: 500,
        serviceCostPln: 1000,
      }),
    ),
    500,
    'carrier-reported 500 kg; footprint preferred over everything',
  ],
  downstream: [
    row(goodsTransportRow({ ...transport, section: 'downstream', serviceCostPln: 4305.8 })),
    570,
    '4,305.8 PLN / 4.3058 = 1,000 EUR × 0.57',
  ],
  'processing-of-sold-products': [
    { kind: 'fuel', section: 'processing-of-sold-products', fuel: 'natural-gas', quantity: 100, unit: 'm3' },
    204.542,
    '100 m3 × 2.04542',
  ],
  'use-sold-products': [power('use-sold-products', 1000, 'kWh', 'PL'), 743, '1,000 kWh × 0.743'],
  'end-of-life-treatment-of-sold-products': [
    {
      kind: 'waste',
      section: 'end-of-life-treatment-of-sold-products',
      wasteType: 'plastic',
      treatment: 'landfill',
      quantity: 1,
      unit: 'tonnes',
    },
    8.88386,
    '1 t × 8.88386 (20_505_5383_15_1)',
  ],
  'downstream-leased-assets': [
    power('downstream-leased-assets', 1000, 'kWh', 'DE'),
    342.06,
    '1,000 kWh × 0.34206 (Ember DEU 2024)',
  ],
  franchises: [{ kind: 'known-footprint', section: 'franchises', co2eKg: 1234 }, 1234, 'franchisee-reported'],
  investments: [
    { kind: 'known-footprint', section: 'investments', co2eKg: 5000 },
    5000,
    'investee-reported, equity share applied by the user',
  ],
  other: [
    {
      kind: 'custom-factor',
      section: 'other',
      factor: { name: 'Event catering', kgCo2ePerUnit: 2.5, unit: 'pieces' },
      quantity: 10,
      unit: 'pieces',
    },
    25,
    '10 × 2.5 user factor',
  ],
  'raw-materials': [
    { kind: 'material', section: 'raw-materials', material: 'aluminium', quantity: 1000, unit: 'kg' },
    9106.91851,
    '1 t × 9,106.91851 (19_504_5104_15_1)',
  ],
  production: [power('production', 1, 'MWh', 'PL'), 743, '1,000 kWh × 0.743'],
  'transport-and-distribution': [
    {
      kind: 'freight',
      section: 'transport-and-distribution',
      mode: 'rail',
      mass: 10,
      massUnit: 'tonnes',
      distanceKm: 100,
    },
    27.79,
    '1,000 tonne.km × 0.02779 (27_315_3151_14_1)',
  ],
  processing: [
    { kind: 'fuel', section: 'processing', fuel: 'lpg', quantity: 100, unit: 'litres' },
    155.713,
    '100 l × 1.55713 (1_100_1003_8_1)',
  ],
  use: [power('use', 100, 'kWh', 'DE'), 34.206, '100 kWh × 0.34206'],
  disposal: [
    {
      kind: 'waste',
      section: 'disposal',
      wasteType: 'paper',
      treatment: 'landfill',
      quantity: 1,
      unit: 'tonnes',
    },
    1164.39015,
    '1 t × 1,164.39015 (20_506_5453_15_1)',
  ],
};

describe('a hand-calculated case for every section of the catalogue', () => {
  it('covers exactly the sections of the catalogue', () => {
    expect(Object.keys(CASES).sort()).toEqual(SECTIONS.map((s) => s.key).sort());
  });

  it.each(Object.entries(CASES) as [SectionKey, (typeof CASES)[SectionKey]][])(
    'section %s',
    (section, [input, expected, hand]) => {
      // Given a row the section's tables accept, when calculated, then the hand calculation in the case holds.
      expect(rowKindsOf(section).has(input.kind)).toBe(true);
      const outcome = calculate(input, set);
      if (!outcome.ok) throw new Error(`${hand}: ${outcome.code} ${outcome.detail}`);
      expect(outcome.co2eKg).toBeCloseTo(expected, 3);
    },
  );
});

describe('choosing the method from what the user filled in', () => {
  it('given a transport row with nothing usable, then MISSING_DATA instead of zero', () => {
    expect(
      goodsTransportRow({ ...transport, section: 'upstream', vehicleType: 'truck', goodsMassTonnes: 1 }),
    ).toMatchObject({
      ok: false,
      code: 'MISSING_DATA',
    });
  });

  it('given a purchase with mass and material, then mass wins over cost', () => {
    const chosen = purchaseRow({
      section: 'purchased-goods',
      category: 'x',
      material: 'paper',
      mass: 10,
      massUnit: 'kg',
      device: null,
      count: null,
      costPln: 99,
    });
    expect(chosen).toMatchObject({ kind: 'material', material: 'paper', quantity: 10 });
  });
});
