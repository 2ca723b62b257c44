import { type RowKind } from '../calculate/rows.js';

/** What the methodology says about each calculation: formula, factor families used and known limitations. */
export interface MethodNote {
  readonly title: string;
  readonly formula: string;
  /** Activity prefixes of the factor library this method reads. */
  readonly activityPrefixes: readonly string[];
  readonly limitations: readonly string[];
}

export const METHOD_NOTES: Readonly<Record<RowKind, MethodNote>> = {
  fuel: {
    title: 'Fuel-based combustion',
    formula:
      'kg CO2e = quantity (converted to the factor unit: tonnes, litres, m3 or kWh) × factor; an energy quantity uses the DESNZ kWh (Gross CV) row, or the kWh (Net CV) row (`fuel.<key>.net-cv`) when the row says net',
    activityPrefixes: ['fuel.'],
    limitations: [
      'DESNZ "average biofuel blend" factors reflect the UK blend; Polish blends (B7/E5-E10) are similar but not identical.',
      'Energy quantities are gross calorific value unless the row says net (gas invoices state gross; DESNZ gives gross as the default basis). Rows saved before the choice existed are read as gross. Biofuels and biomass have one published kWh value: no basis to choose.',
      'Biogenic CO2 of biofuels and biomass is outside the scopes and not reported separately.',
    ],
  },
  'vehicle-distance': {
    title: 'Distance-based vehicles',
    formula: 'kg CO2e = vehicle km × DESNZ per-km factor for vehicle kind and engine',
    activityPrefixes: ['vehicle.'],
    limitations: [
      'Average car/van/HGV factors (UK fleet, average laden); fuel data is preferred when available.',
      'Battery electric vehicles show zero in Scope 1: their charging electricity belongs in Scope 2.',
      'Forklifts and motor boats have no distance factor: enter their fuel.',
    ],
  },
  refrigerant: {
    title: 'Refrigerant leakage',
    formula: 'kg CO2e = mass topped up (kg) × GWP100 (AR5); blend GWP = Σ mass fraction × component GWP',
    activityPrefixes: ['refrigerant.'],
    limitations: [
      'Leakage is approximated by the mass refilled during the period (screening method).',
      'HCFC-22 (R-22) is a Montreal Protocol gas; it is included with its AR5 GWP and should be disclosed separately.',
    ],
  },
  electricity: {
    title: 'Purchased electricity (dual reporting)',
    formula:
      'location-based = kWh × grid factor of the country; market-based = (kWh − certified kWh) × supplier factor, or × grid factor when no supplier factor is given',
    activityPrefixes: ['electricity.'],
    limitations: [
      'Poland: KOBiZE series "electricity produced from fuel combustion" (data year 2023, published 2024, CO2 only), not the end-user series including renewables and grid losses: the only KOBiZE value available here; it counts only fossil-fired generation, so it is an upper bound of the location-based grid average.',
      'Other countries: Ember lifecycle generation intensity (CC BY-SA 4.0), not combustion-only factors.',
      'No AIB European Residual Mix in the library: without a supplier factor, market-based falls back to the location-based factor (marked on each result).',
      "Certificates (guarantees of origin) of a month are shared over that month's electricity rows in proportion to their kWh (never above a row's own kWh); each market-based line cites them (number or operator, amount, kWh covered) and the factor of the uncovered part.",
      'Every Scope 2 line, the dashboard and the short PDF show location-based and market-based figures side by side (GHG Protocol Scope 2 Guidance, dual reporting).',
    ],
  },
  heat: {
    title: 'Purchased heat and steam',
    formula: 'kg CO2e = kWh × supplier factor when given; otherwise kWh × default district heat factor',
    activityPrefixes: ['heat.'],
    limitations: [
      'No public national default for Poland: the DESNZ 2024 UK district heat factor is used as an estimated default.',
    ],
  },
  'renewable-installation': {
    title: 'On-site renewable installations',
    formula: 'kg CO2e = 0; the generated or consumed kWh is reported separately and never netted off',
    activityPrefixes: [],
    limitations: ['Self-consumed renewable electricity is not subtracted from purchased electricity.'],
  },
  travel: {
    title: 'Business travel and commuting by distance',
    formula:
      'public modes and taxi: passenger.km = one-way km × legs × people × trips; cars: vehicle km = one-way km × legs × cars × trips; kg CO2e = distance × factor',
    activityPrefixes: ['travel.'],
    limitations: [
      'Flights: the DESNZ row of the chosen haul (domestic, short-haul, long-haul, international to/from non-UK), cabin class (average, economy, premium economy, business, first, as DESNZ publishes them per haul) and radiative forcing (included unless the row excludes it). An empty haul is derived from the one-way distance: under 3,700 km short-haul, otherwise long-haul; an empty class is the average passenger. No distance uplift.',
      'A return trip (the "Return trip" field) doubles the one-way distance.',
      'Rail uses the UK national rail average; bus, coach, ferry and taxi use UK averages.',
    ],
  },
  hotel: {
    title: 'Hotel stays',
    formula:
      'kg CO2e = room-nights × hotel factor of the country (several sleepers in one room = 1 room-night); entered in the "Hotel stays" table, no transport leg needed',
    activityPrefixes: ['hotel.'],
    limitations: [
      'Business-trip rows saved before hotel stays had their own table may carry room-nights: they still count, priced with the hotel factor of the destination country, as part of that trip row.',
      'DESNZ 2024 has no hotel factor for Poland and several EU countries: the mean of the DESNZ EU country values is used (estimated); outside the EU the mean of all DESNZ country values.',
    ],
  },
  freight: {
    title: 'Transport of goods by distance',
    formula: 'kg CO2e = tonnes × km × tonne.km factor of the mode',
    activityPrefixes: ['freight.'],
    limitations: ['UK average load factors; empty running is included in the DESNZ averages.'],
  },
  waste: {
    title: 'Waste by type and treatment',
    formula: 'kg CO2e = mass in tonnes × DESNZ factor for the material and treatment',
    activityPrefixes: ['waste.'],
    limitations: [
      'Bulky waste and filter materials use the commercial and industrial waste factor as a proxy (estimated).',
      'Recycling uses the closed-loop factor (transport and processing only, no avoided emissions).',
    ],
  },
  material: {
    title: 'Purchased materials by mass (average-data method)',
    formula: 'kg CO2e = mass in tonnes × DESNZ primary material production factor',
    activityPrefixes: ['material.'],
    limitations: [
      'Copper, books, office materials, furniture and machinery use proxy materials (estimated).',
    ],
  },
  device: {
    title: 'Items counted in pieces',
    formula: 'kg CO2e = pieces × assumed mass × DESNZ material factor',
    activityPrefixes: ['device.'],
    limitations: ['Assumed masses: laptop 2 kg, smartphone 0.2 kg, car 1,400 kg (estimated).'],
  },
  water: {
    title: 'Water supply and wastewater treatment',
    formula: 'kg CO2e = m3 × DESNZ factor',
    activityPrefixes: ['water.'],
    limitations: ['UK water-industry averages.'],
  },
  'office-heating-area': {
    title: 'Office heating by floor area',
    formula: 'kg CO2e = m2 × months / 12 × 120 kWh/m2/year × default heat factor',
    activityPrefixes: ['office-heating.'],
    limitations: [
      'Assumed heat demand of 120 kWh per m2 a year; use metered heat (Scope 2 heat) when available.',
    ],
  },
  spend: {
    title: 'Spend-based screening',
    formula: 'kg CO2e = PLN ÷ PLN per EUR (ECB 2024 average, 4.3058) × kg CO2e per EUR',
    activityPrefixes: ['spend.'],
    limitations: [
      'One economy-wide intensity for all categories (Poland, GHG emissions ÷ GDP 2022): a screening value, not a supply-chain factor; replace it with supplier data or physical quantities.',
    ],
  },
  'known-footprint': {
    title: 'Supplier-specific footprint',
    formula: 'kg CO2e = the footprint reported by the supplier, franchisee, investee or lessee',
    activityPrefixes: [],
    limitations: ["The reported figure's boundary and method are the reporter's responsibility."],
  },
  'custom-factor': {
    title: 'Custom fuel, refrigerant or provider',
    formula: 'kg CO2e = quantity (in the factor unit) × user factor; name, factor and unit are required',
    activityPrefixes: [],
    limitations: ['No gas split and no well-to-tank value for custom factors.'],
  },
  'well-to-tank': {
    title: 'Fuel- and energy-related activities (Scope 3 category 3)',
    formula:
      'derived from Scope 1 and 2 rows: fuel quantity × WTT factor; vehicle km × WTT per km; kWh × (WTT generation + WTT T&D + T&D losses)',
    activityPrefixes: ['wtt.', 'td-losses.'],
    limitations: [
      'Electricity and heat upstream factors are UK values used as estimated defaults for other countries.',
      'Motorcycles, forklifts, motor boats and custom fuels have no upstream factor and are listed as gaps.',
    ],
  },
};

/** Gaps in national data an auditor should know about, independent of any single method. */
export const DATA_GAPS: readonly string[] = [
  'Poland, district heat: no public national default; the supplier factor (custom provider) is preferred, otherwise an estimated UK-based default applies.',
  'Poland, electricity: KOBiZE "electricity produced from fuel combustion" series (CO2 only, data year 2023); the end-user series with renewables and grid losses is not in the library until its value is verified.',
  'Market-based Scope 2: AIB European Residual Mix values are not in the library; market-based falls back to location-based and each result says so.',
  'Poland, hotels: DESNZ 2024 has no value; the EU mean of DESNZ country values is used (estimated).',
  'Spend-based rows: no supply-chain (EEIO) factors in the sources; an economy-wide screening intensity is used (estimated).',
  'Transport, waste, water and material factors are UK (DESNZ) averages applied to Polish activity data.',
];
