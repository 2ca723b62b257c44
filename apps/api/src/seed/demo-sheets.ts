import type { AnswerCommand, CellValue, SectionKey } from '@ghg/domain';

/** The answers of one section sheet the seed enters, as the commands a person would send in the wizard. */
export interface SeedSheet {
  questionId: SectionKey;
  commands: AnswerCommand[];
}

/**
 * Months the demo history covers: 2024 and 2025, except March 2025, which the end-to-end tests enter themselves
 * (they also expect Vehicles and Electricity untouched, so the seed never answers those two sections).
 */
export const DEMO_HISTORY_MONTHS: readonly string[] = ['2024', '2025'].flatMap((year) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter(
    (m) => m !== '2025-03',
  ),
);

/** Heating need of each calendar month (Polish climate): January is the coldest, summer needs none or little. */
const HEATING_SHARE = [0.17, 0.15, 0.12, 0.08, 0.04, 0.01, 0.01, 0.01, 0.04, 0.08, 0.12, 0.17];
const monthIndexOf = (period: string): number => Number(period.slice(5, 7)) - 1;
const isQuarterEnd = (period: string): boolean => monthIndexOf(period) % 3 === 2;
/** Figures drift a little between months and years, so the charts do not look machine-made. */
const wobble = (period: string, salt: number): number =>
  1 + (((monthIndexOf(period) * 7 + Number(period.slice(0, 4)) * 3 + salt * 5) % 11) - 5) / 50;
const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** Sizes a company by its head count; the demo company (24 people) is 1. */
export interface SheetScale {
  /** Multiplies every quantity. */
  size: number;
  /** Varies the month-to-month drift between companies. */
  salt: number;
  /** 2025 against 2024: below 1 for a company that reduced its footprint. */
  trend: number;
  /** Buys district heat (else heats only with its own boiler). */
  districtHeat: boolean;
}

const addRow = (
  table: string,
  period: string,
  values: Record<string, CellValue>,
  n: number,
): AnswerCommand => ({
  type: 'AddRow',
  rowId: `seed-${table}-${period}-${n}`,
  table,
  period,
  values,
});

function quantity(scale: SheetScale, period: string, base: number, digits = 1): number {
  const trend = period.startsWith('2025') ? scale.trend : 1;
  return round(base * scale.size * trend * wobble(period, scale.salt), digits);
}

/** Gas boiler of the shop and warehouse: ~9,000 m3 a year for the demo company (~18 t CO2e). */
function equipmentSheet(scale: SheetScale, months: readonly string[]): SeedSheet {
  const rows = months.map((period, n) =>
    addRow(
      'equipment-fuel',
      period,
      {
        itemType: 'boiler',
        fuelType: 'natural-gas',
        consumption: quantity(scale, period, 9000 * HEATING_SHARE[monthIndexOf(period)]!, 0),
        unit: 'm3',
      },
      n,
    ),
  );
  return {
    questionId: 'equipment',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['boiler'] },
      { type: 'ChooseFuels', fuels: ['natural-gas'] },
      { type: 'ChoosePath', path: 'detailed' },
      ...rows,
    ],
  };
}

/** District heat of the office, in GJ as Polish heat bills give it: ~300 GJ a year for the demo company. */
function heatSheet(scale: SheetScale, months: readonly string[]): SeedSheet {
  const rows = months
    .filter((period) => HEATING_SHARE[monthIndexOf(period)]! > 0.02)
    .map((period, n) =>
      addRow(
        'heat',
        period,
        {
          consumption: quantity(scale, period, 300 * HEATING_SHARE[monthIndexOf(period)]!),
          unit: 'GJ',
          country: 'PL',
        },
        n,
      ),
    );
  return {
    questionId: 'heat',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChoosePath', path: 'detailed' },
      { type: 'AnswerGreenEnergy', answer: 'no' },
      ...rows,
    ],
  };
}

/** Mixed waste to landfill every month, paper and cardboard recycled each quarter. */
function wasteSheet(scale: SheetScale, months: readonly string[]): SeedSheet {
  const rows = months.flatMap((period, n) => [
    addRow(
      'waste',
      period,
      { wasteType: 'mixed', treatment: 'landfill', mass: quantity(scale, period, 450, 0), unit: 'kg' },
      2 * n,
    ),
    ...(isQuarterEnd(period)
      ? [
          addRow(
            'waste',
            period,
            { wasteType: 'paper', treatment: 'recycling', mass: quantity(scale, period, 0.6, 2), unit: 'Mg' },
            2 * n + 1,
          ),
        ]
      : []),
  ]);
  return {
    questionId: 'waste',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['mixed', 'paper'] },
      { type: 'ChoosePath', path: 'detailed' },
      ...rows,
    ],
  };
}

/**
 * Trips of the sales team: trains within Poland every other month, a flight to a trade fair twice a year, each
 * with its hotel nights in the hotel-stays table.
 */
function travelSheet(scale: SheetScale, months: readonly string[]): SeedSheet {
  const people = Math.max(1, Math.round(2 * Math.sqrt(scale.size)));
  const rows = months.flatMap((period, n) => {
    const month = monthIndexOf(period);
    const trips: AnswerCommand[] = [];
    if (month % 2 === 0)
      trips.push(
        addRow(
          'business-travel',
          period,
          {
            tripName: 'Kraków — Warszawa',
            startPlace: 'Kraków',
            destination: 'Warszawa',
            destinationCountry: 'PL',
            date: `${period}-12`,
            transportMode: 'train',
            oneWayDistanceKm: 295,
            roundTrip: true,
            people,
          },
          2 * n,
        ),
        addRow(
          'hotel-stays',
          period,
          { hotelName: 'Hotel w Warszawie', country: 'PL', roomNights: people },
          2 * n,
        ),
      );
    if (month === 1 || month === 9)
      trips.push(
        addRow(
          'business-travel',
          period,
          {
            tripName: 'Targi EuroShop',
            startPlace: 'Kraków',
            destination: 'Düsseldorf',
            destinationCountry: 'DE',
            date: `${period}-20`,
            transportMode: 'plane',
            oneWayDistanceKm: 960,
            roundTrip: true,
            people,
          },
          2 * n + 1,
        ),
        addRow(
          'hotel-stays',
          period,
          { hotelName: 'Hotel w Düsseldorfie', country: 'DE', roomNights: 3 * people },
          2 * n + 1,
        ),
      );
    return trips;
  });
  return {
    questionId: 'business-travels',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChooseItems', items: ['train', 'plane'] },
      { type: 'ChoosePath', path: 'detailed' },
      ...rows,
    ],
  };
}

/** Quarterly purchases paid in PLN: IT services and office supplies (spend-based). */
function purchasesSheet(scale: SheetScale, months: readonly string[]): SeedSheet {
  const rows = months
    .filter(isQuarterEnd)
    .flatMap((period, n) => [
      addRow(
        'services',
        period,
        { category: 'it-services', costPln: quantity(scale, period, 12000, 0) },
        2 * n,
      ),
      addRow(
        'office-materials',
        period,
        { name: 'Materiały biurowe', costPln: quantity(scale, period, 2500, 0) },
        2 * n + 1,
      ),
    ]);
  return {
    questionId: 'purchased-goods',
    commands: [
      { type: 'AnswerInitialQuestion', answer: 'yes' },
      { type: 'ChoosePath', path: 'detailed' },
      ...rows,
    ],
  };
}

/** The demo company's two years: boiler (Scope 1), district heat (Scope 2), waste, trips, purchases (Scope 3). */
export function demoCompanySheets(months: readonly string[] = DEMO_HISTORY_MONTHS): SeedSheet[] {
  const scale: SheetScale = { size: 1, salt: 0, trend: 0.92, districtHeat: true };
  return [
    equipmentSheet(scale, months),
    heatSheet(scale, months),
    wasteSheet(scale, months),
    travelSheet(scale, months),
    purchasesSheet(scale, months),
  ];
}

/** A peer company: the same kinds of sources, scaled to its size, with or without district heat. */
export function peerSheets(scale: SheetScale, months: readonly string[] = DEMO_HISTORY_MONTHS): SeedSheet[] {
  return [
    equipmentSheet(scale, months),
    ...(scale.districtHeat ? [heatSheet(scale, months)] : []),
    wasteSheet(scale, months),
    purchasesSheet(scale, months),
  ];
}
