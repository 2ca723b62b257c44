/**
 * Which DESNZ 2024 rows the curated library keeps. Each id is the "kg CO2e" row (suffix _1); the build reads
 * the gas split from the sibling rows _2 (CO2), _3 (CH4) and _4 (N2O) where DESNZ publishes them.
 */
export interface DesnzPick {
  readonly activity: string;
  readonly ids: readonly string[];
  /** Defaults to world: fuel chemistry, material and transport averages apply beyond the UK. */
  readonly country?: string;
  readonly estimated?: boolean;
  readonly note?: string;
  /** The row's Level 1-4 / column text must equal this (checks generated id ranges). */
  readonly expectPath?: string;
}

/** DESNZ unit codes in the row ids: 6 = kWh (Gross CV), 7 = kWh (Net CV). */
const GROSS_CV = 6;
const NET_CV = 7;

/**
 * A fuel's rows. Where DESNZ publishes kWh on both calorific-value bases, `fuel.<key>` takes the gross one (the
 * default: energy on a gas invoice is gross) and `fuel.<key>.net-cv` the net one, each with its WTT twin.
 */
const fuel = (key: string, base: string, units: readonly number[], wttBase?: string): DesnzPick[] => {
  const wtt = wttBase ?? base.replace(/^1_/, '11_');
  const both = units.includes(NET_CV);
  const main = units.map((u) => (u === NET_CV ? GROSS_CV : u));
  return [
    { activity: `fuel.${key}`, ids: main.map((u) => `${base}_${u}_1`) },
    { activity: `wtt.fuel.${key}`, ids: main.map((u) => `${wtt}_${u}_1`) },
    ...(both
      ? [
          { activity: `fuel.${key}.net-cv`, ids: [`${base}_${NET_CV}_1`] },
          { activity: `wtt.fuel.${key}.net-cv`, ids: [`${wtt}_${NET_CV}_1`] },
        ]
      : []),
  ];
};

const HAULS = [
  ['domestic', 'Domestic, to/from UK'],
  ['short-haul', 'Short-haul, to/from UK'],
  ['long-haul', 'Long-haul, to/from UK'],
  ['international', 'International, to/from non-UK'],
] as const;
const CABINS = [
  ['average', 'Average passenger'],
  ['economy', 'Economy class'],
  ['premium-economy', 'Premium economy class'],
  ['business', 'Business class'],
  ['first', 'First class'],
] as const;

/**
 * Every DESNZ "Business travel- air" row: haul × cabin class × with/without radiative forcing, per passenger.km.
 * Row ids run from 21_316_3160 in the source's order (haul, class, with RF, without RF); the build checks each
 * id's Level 2/3 and column text against the names here, so a shifted id fails instead of mislabelling a factor.
 */
function flights(): DesnzPick[] {
  const picks: DesnzPick[] = [];
  let code = 3160;
  for (const [haul, haulText] of HAULS) {
    for (const [cabin, cabinText] of CABINS) {
      // Domestic has only the average passenger; short-haul no premium economy or first class.
      if (haul === 'domestic' && cabin !== 'average') continue;
      if (haul === 'short-haul' && (cabin === 'premium-economy' || cabin === 'first')) continue;
      for (const [rf, rfText] of [
        ['with-rf', 'With RF'],
        ['without-rf', 'Without RF'],
      ] as const) {
        picks.push({
          activity: `travel.plane.${haul}.${cabin}.${rf}`,
          ids: [`21_316_${code}_11_1`],
          expectPath: `Business travel- air / Flights / ${haulText} / ${cabinText} / ${rfText}`,
        });
        code += 1;
      }
    }
  }
  return picks;
}

export const DESNZ_PICKS: readonly DesnzPick[] = [
  ...fuel('diesel', '1_101_1011', [15, 8, 7]),
  ...fuel('diesel-mineral', '1_101_1012', [15, 8, 7]),
  ...fuel('petrol', '1_101_1017', [15, 8, 7]),
  ...fuel('petrol-mineral', '1_101_1018', [15, 8, 7]),
  ...fuel('lpg', '1_100_1003', [15, 8, 7]),
  ...fuel('cng', '1_100_1001', [15, 8, 7]),
  ...fuel('lng', '1_100_1002', [15, 8, 7]),
  ...fuel('natural-gas', '1_100_1004', [15, 1, 7]),
  ...fuel('propane', '1_100_1007', [15, 8, 7]),
  ...fuel('butane', '1_100_1000', [15, 8, 7]),
  ...fuel('heating-oil', '1_101_1014', [15, 8, 7]),
  ...fuel('burning-oil', '1_101_1010', [15, 8, 7]),
  ...fuel('fuel-oil', '1_101_1013', [15, 8, 7]),
  ...fuel('aviation-fuel', '1_101_1009', [15, 8, 7]),
  ...fuel('marine-gas-oil', '1_101_1023', [15, 8, 7]),
  ...fuel('coal', '1_102_1025', [15, 7]),
  ...fuel('coal-domestic', '1_102_1027', [15, 7]),
  ...fuel('coking-coal', '1_102_1028', [15, 7]),
  ...fuel('petroleum-coke', '1_102_1029', [15, 7]),
  ...fuel('biodiesel', '2_103_1032', [8, 2, 3], '12_900_1032'),
  ...fuel('bioethanol', '2_103_1031', [8, 2, 3], '12_900_1031'),
  ...fuel('hvo', '2_103_1036', [8, 2, 3], '12_900_1036'),
  ...fuel('wood-logs', '2_104_1043', [15, 5], '12_901_1043'),
  ...fuel('wood-chips', '2_104_1044', [15, 5], '12_901_1044'),
  ...fuel('wood-pellets', '2_104_1045', [15, 5], '12_901_1045'),

  // Owned vehicles by distance (Scope 1); WTT rows for Scope 3 category 3.
  ...[
    'diesel:3069',
    'petrol:3070',
    'hybrid:3071',
    'cng:3072',
    'lpg:3073',
    'unknown:3074',
    'phev:3075',
    'bev:3076',
  ].flatMap((pair) => {
    const [engine, code] = pair.split(':');
    return [
      { activity: `vehicle.passenger-car.${engine}`, ids: [`4_301_${code}_4_1`] },
      { activity: `wtt.vehicle.passenger-car.${engine}`, ids: [`26_904_${code}_4_1`] },
      { activity: `travel.car-${engine}`, ids: [`25_301_${code}_4_1`] },
    ];
  }),
  ...['diesel:3102', 'petrol:3103', 'cng:3104', 'lpg:3105', 'unknown:3106', 'phev:3107', 'bev:3108'].flatMap(
    (pair) => {
      const [engine, code] = pair.split(':');
      return [
        { activity: `vehicle.cargo-van.${engine}`, ids: [`5_303_${code}_4_1`] },
        { activity: `wtt.vehicle.cargo-van.${engine}`, ids: [`28_906_${code}_4_1`] },
      ];
    },
  ),
  { activity: 'vehicle.truck.diesel', ids: ['5_304_3124_4_1'], note: 'DESNZ HGV all rigids, average laden' },
  { activity: 'wtt.vehicle.truck.diesel', ids: ['28_907_3124_4_1'] },
  {
    activity: 'vehicle.truck-tractor.diesel',
    ids: ['5_304_3136_4_1'],
    note: 'DESNZ HGV all artics, average laden',
  },
  { activity: 'wtt.vehicle.truck-tractor.diesel', ids: ['28_907_3136_4_1'] },
  { activity: 'vehicle.motorcycle.petrol', ids: ['4_302_3080_4_1'], note: 'DESNZ motorbike, average' },
  // DESNZ HGVs are all diesel and motorbikes all petrol: an unknown engine takes the same value.
  { activity: 'vehicle.motorcycle.unknown', ids: ['4_302_3080_4_1'], note: 'DESNZ motorbike, average' },
  { activity: 'vehicle.truck.unknown', ids: ['5_304_3124_4_1'], note: 'DESNZ HGV all rigids, average laden' },
  { activity: 'wtt.vehicle.truck.unknown', ids: ['28_907_3124_4_1'] },
  {
    activity: 'vehicle.truck-tractor.unknown',
    ids: ['5_304_3136_4_1'],
    note: 'DESNZ HGV all artics, average laden',
  },
  { activity: 'wtt.vehicle.truck-tractor.unknown', ids: ['28_907_3136_4_1'] },

  // Business travel and commuting per passenger.km.
  ...flights(),
  { activity: 'travel.ferry', ids: ['23_318_3190_11_1'] },
  { activity: 'travel.bus', ids: ['25_314_3145_11_1'] },
  { activity: 'travel.coach', ids: ['25_314_3146_11_1'] },
  { activity: 'travel.train', ids: ['25_315_3147_11_1'], note: 'UK national rail average used for all rail' },
  { activity: 'travel.taxi', ids: ['25_313_3141_11_1'] },

  // Freight per tonne.km.
  { activity: 'freight.van', ids: ['27_303_3102_14_1'] },
  { activity: 'freight.truck', ids: ['27_304_3140_14_1'] },
  { activity: 'freight.truck-rigid', ids: ['27_304_3124_14_1'] },
  { activity: 'freight.truck-articulated', ids: ['27_304_3136_14_1'] },
  { activity: 'freight.truck-refrigerated', ids: ['27_306_3140_14_1'] },
  { activity: 'freight.rail', ids: ['27_315_3151_14_1'] },
  { activity: 'freight.air-short-haul', ids: ['27_317_3154_14_1'] },
  { activity: 'freight.air-long-haul', ids: ['27_317_3156_14_1'] },
  { activity: 'freight.container-ship', ids: ['27_320_3235_14_1'] },
  { activity: 'freight.bulk-carrier', ids: ['27_320_3221_14_1'] },
  { activity: 'freight.general-cargo-ship', ids: ['27_320_3228_14_1'] },

  // Purchased materials, primary production per tonne.
  { activity: 'material.steel', ids: ['19_504_5116_15_1'], note: 'DESNZ "Metal: steel cans"' },
  { activity: 'material.aluminium', ids: ['19_504_5104_15_1'] },
  { activity: 'material.mixed-metals', ids: ['19_500_5028_15_1'] },
  {
    activity: 'material.copper',
    ids: ['19_500_5028_15_1'],
    estimated: true,
    note: 'No copper value in DESNZ 2024: construction "Metals" average used as proxy',
  },
  { activity: 'material.paper', ids: ['19_506_5164_15_1'] },
  { activity: 'material.cardboard', ids: ['19_506_5156_15_1'] },
  { activity: 'material.plastics', ids: ['19_505_5120_15_1'] },
  { activity: 'material.glass', ids: ['19_501_5056_15_1'] },
  { activity: 'material.wood', ids: ['19_500_5048_15_1'] },
  { activity: 'material.concrete', ids: ['19_500_5020_15_1'] },
  { activity: 'material.bricks', ids: ['19_500_5016_15_1'] },
  { activity: 'material.insulation', ids: ['19_500_5024_15_1'] },
  { activity: 'material.textiles', ids: ['19_501_5060_15_1'] },
  { activity: 'material.food-and-drink', ids: ['19_501_5064_15_1'] },
  { activity: 'material.it-equipment', ids: ['19_503_5084_15_1'] },
  { activity: 'material.small-electrical', ids: ['19_503_5088_15_1'] },
  { activity: 'material.large-electrical', ids: ['19_503_5080_15_1'] },
  { activity: 'material.batteries', ids: ['19_503_5096_15_1'], note: 'Li-ion batteries' },
  { activity: 'material.tyres', ids: ['19_500_5044_15_1'] },
  {
    activity: 'material.books',
    ids: ['19_506_5164_15_1'],
    estimated: true,
    note: 'DESNZ 2024 "Books" primary production is blank: paper used as proxy',
  },
  {
    activity: 'material.office-materials',
    ids: ['19_506_5160_15_1'],
    estimated: true,
    note: 'Mixed paper and board used as proxy for office materials',
  },
  {
    activity: 'material.furniture',
    ids: ['19_500_5048_15_1'],
    estimated: true,
    note: 'Wood used as proxy for furniture',
  },
  {
    activity: 'material.machinery',
    ids: ['19_500_5028_15_1'],
    estimated: true,
    note: 'Construction "Metals" average used as proxy for machinery by mass',
  },

  // Waste by type and treatment per tonne.
  { activity: 'waste.mixed.landfill', ids: ['20_507_5313_15_1'] },
  { activity: 'waste.mixed.combustion', ids: ['20_507_5311_15_1'] },
  { activity: 'waste.others.landfill', ids: ['20_507_5313_15_1'] },
  { activity: 'waste.others.combustion', ids: ['20_507_5311_15_1'] },
  {
    activity: 'waste.bulky.landfill',
    ids: ['20_507_5313_15_1'],
    estimated: true,
    note: 'Commercial and industrial waste used as proxy',
  },
  {
    activity: 'waste.bulky.combustion',
    ids: ['20_507_5311_15_1'],
    estimated: true,
    note: 'Commercial and industrial waste used as proxy',
  },
  {
    activity: 'waste.filter-materials.landfill',
    ids: ['20_507_5313_15_1'],
    estimated: true,
    note: 'Commercial and industrial waste used as proxy',
  },
  {
    activity: 'waste.filter-materials.combustion',
    ids: ['20_507_5311_15_1'],
    estimated: true,
    note: 'Commercial and industrial waste used as proxy',
  },
  { activity: 'waste.paper.landfill', ids: ['20_506_5453_15_1'] },
  { activity: 'waste.paper.combustion', ids: ['20_506_5451_15_1'] },
  { activity: 'waste.paper.recycling', ids: ['20_506_5450_15_1'] },
  { activity: 'waste.paper.composting', ids: ['20_506_5452_15_1'] },
  { activity: 'waste.metal.landfill', ids: ['20_504_5369_15_1'] },
  { activity: 'waste.metal.combustion', ids: ['20_504_5367_15_1'] },
  { activity: 'waste.metal.recycling', ids: ['20_504_5366_15_1'] },
  { activity: 'waste.plastic.landfill', ids: ['20_505_5383_15_1'] },
  { activity: 'waste.plastic.combustion', ids: ['20_505_5381_15_1'] },
  { activity: 'waste.plastic.recycling', ids: ['20_505_5380_15_1'] },
  { activity: 'waste.glass.landfill', ids: ['20_501_5271_15_1'] },
  { activity: 'waste.glass.combustion', ids: ['20_501_5269_15_1'] },
  { activity: 'waste.glass.recycling', ids: ['20_501_5268_15_1'] },
  { activity: 'waste.bio.landfill', ids: ['20_507_5306_15_1'] },
  { activity: 'waste.bio.combustion', ids: ['20_507_5304_15_1'] },
  { activity: 'waste.bio.composting', ids: ['20_507_5305_15_1'] },
  { activity: 'waste.bio.anaerobic-digestion', ids: ['20_507_5307_15_1'] },
  { activity: 'waste.batteries.landfill', ids: ['20_503_5348_15_1'] },
  { activity: 'waste.batteries.recycling', ids: ['20_503_5344_15_1'] },
  { activity: 'waste.oils.combustion', ids: ['20_500_5234_15_1'], note: 'DESNZ construction "Mineral oil"' },
  { activity: 'waste.oils.recycling', ids: ['20_500_5233_15_1'], note: 'DESNZ construction "Mineral oil"' },
  { activity: 'waste.electronic.landfill', ids: ['20_503_5334_15_1'] },
  { activity: 'waste.electronic.combustion', ids: ['20_503_5332_15_1'] },
  { activity: 'waste.electronic.recycling', ids: ['20_503_5330_15_1'] },

  // Water.
  { activity: 'water.supply', ids: ['17_404_4005_1_1'] },
  { activity: 'water.treatment', ids: ['18_405_4006_1_1'] },

  // Heat and the UK electricity chain, national for GB; other countries get the estimated world proxies below.
  { activity: 'heat.district', ids: ['10_401_4003_5_1'], country: 'GB' },
  { activity: 'electricity.grid', ids: ['7_400_4000_5_1'], country: 'GB' },
  { activity: 'wtt.electricity.generation', ids: ['15_917_4000_5_1'], country: 'GB' },
  { activity: 'wtt.electricity.transmission', ids: ['15_918_4000_5_1'], country: 'GB' },
  { activity: 'td-losses.electricity', ids: ['13_402_4000_5_1'], country: 'GB' },
  { activity: 'wtt.heat.generation', ids: ['16_919_4003_5_1'], country: 'GB' },
  { activity: 'td-losses.heat', ids: ['13_403_4004_5_1'], country: 'GB' },
  { activity: 'wtt.heat.distribution', ids: ['16_920_4004_5_1'], country: 'GB' },
];

/** GB-only chain factors that also serve as estimated world defaults where no national value exists. */
export const WORLD_PROXIES_FROM_GB: readonly string[] = [
  'heat.district',
  'wtt.electricity.generation',
  'wtt.electricity.transmission',
  'td-losses.electricity',
  'wtt.heat.generation',
  'td-losses.heat',
  'wtt.heat.distribution',
];

/** DESNZ "Hotel stay" country names that differ from the catalogue's English country names. */
export const HOTEL_COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  UK: 'GB',
  Korea: 'KR',
  'Hong Kong, China': 'HK',
  'Russian Federation': 'RU',
};
