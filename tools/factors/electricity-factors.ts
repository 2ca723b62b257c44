import { readFileSync } from 'node:fs';
import { COUNTRIES } from '../../libs/domain/src/emissions/catalogue/countries.js';
import { type FactorDraft, type Geography } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { parseCsv } from './csv.js';
import { factorId, round, sourcePath } from './shared.js';

interface EmberEntry {
  readonly country_code: string;
  readonly country_or_region: string;
  readonly year: number;
  readonly emissions_intensity_gco2_per_kwh: number;
}

export function electricityFactors(): FactorDraft[] {
  const ember = JSON.parse(
    readFileSync(sourcePath('ember-grid-intensity-by-country.json'), 'utf8'),
  ) as Record<string, EmberEntry>;
  const fromEmber = (key: string, geography: Geography): FactorDraft => {
    const entry = ember[key];
    if (!entry) throw new Error(`Ember: no entry ${key}`);
    return {
      id: `${factorId('electricity.grid', 'kWh', geography)}:ember`,
      activity: 'electricity.grid',
      label: `Electricity generation carbon intensity, ${entry.country_or_region} (lifecycle)`,
      unit: 'kWh',
      geography,
      kgCo2ePerUnit: round(entry.emissions_intensity_gco2_per_kwh / 1000, 8),
      co2KgCo2ePerUnit: null,
      ch4KgCo2ePerUnit: null,
      n2oKgCo2ePerUnit: null,
      source: 'ember-2025',
      publicationYear: 2025,
      dataYear: entry.year,
      sourceRowId: key,
      gwpBasis: 'AR5',
      estimated: false,
      note: 'Lifecycle intensity of generation; CC BY-SA 4.0, © Ember',
      formula: `${entry.emissions_intensity_gco2_per_kwh} g CO2e per kWh / 1000 = ${round(entry.emissions_intensity_gco2_per_kwh / 1000, 8)} kg CO2e per kWh`,
    };
  };
  const kobize: FactorDraft = {
    id: factorId('electricity.grid', 'kWh', { level: 'national', country: 'PL' }),
    activity: 'electricity.grid',
    label:
      'Poland: KOBiZE CO2 emission factor for electricity produced from fuel combustion ("energia elektryczna wyprodukowana w procesie spalania paliw"), data year 2023',
    unit: 'kWh',
    geography: { level: 'national', country: 'PL' },
    kgCo2ePerUnit: 0.743,
    co2KgCo2ePerUnit: 0.743,
    ch4KgCo2ePerUnit: null,
    n2oKgCo2ePerUnit: null,
    source: 'kobize-2024',
    publicationYear: 2024,
    dataYear: 2023,
    sourceRowId: 'KOBiZE wskaźnik dla energii elektrycznej z procesu spalania paliw, 2023: 743 kg CO2/MWh',
    gwpBasis: 'AR5',
    estimated: false,
    note:
      'Series: KOBiZE "electricity produced from fuel combustion" (CO2 only), not the end-user series (which spreads the same emissions over all electricity supplied, renewables included, and adds grid losses). ' +
      "Why for location-based Scope 2: it is the national authority's published grid factor for Poland and the only KOBiZE value available to this library; it counts only fossil-fired generation, so it is an upper bound of the grid average (Ember 2024: 0.615 kg CO2e/kWh). " +
      'Value as quoted in the press in 2025: check against the KOBiZE publication and replace with the end-user series once its value is verified.',
    formula: '743 kg CO2 per MWh / 1000 = 0.743 kg CO2 per kWh',
  };
  // National factors listed first win the lookup: KOBiZE for Poland, EPA eGRID for the US, DESNZ for the UK, Ember elsewhere.
  return [
    kobize,
    epaUsElectricity(),
    ...COUNTRIES.map((c) => fromEmber(c.iso3, { level: 'national', country: c.code })),
    fromEmber('EU', { level: 'regional', region: 'EU' }),
    fromEmber('World', { level: 'world' }),
  ];
}

const LB_TO_KG = 0.45359237;

/** EPA Hub 2025 Table 6 (eGRID2023): US average total output emission rate, the national factor for the US. */
function epaUsElectricity(): FactorDraft {
  const rows = parseCsv(readFileSync(sourcePath('epa-hub-2025.csv'), 'utf8'));
  const row = rows.find((r) => r[3] === 'US Average' && r[4] === 'US Average');
  if (!row) throw new Error('EPA Hub: Table 6 "US Average" row not found');
  const [co2Lb, ch4Lb, n2oLb] = [row[5], row[6], row[7]].map((v) => Number(v));
  const perKwh = (lbPerMwh: number | undefined): number => ((lbPerMwh ?? NaN) * LB_TO_KG) / 1000;
  const co2 = perKwh(co2Lb);
  const ch4 = perKwh(ch4Lb) * 28;
  const n2o = perKwh(n2oLb) * 265;
  if (![co2, ch4, n2o].every(Number.isFinite)) throw new Error('EPA Hub: US Average values unreadable');
  return {
    id: factorId('electricity.grid', 'kWh', { level: 'national', country: 'US' }),
    activity: 'electricity.grid',
    label: 'Electricity, US average total output emission rate (eGRID2023)',
    unit: 'kWh',
    geography: { level: 'national', country: 'US' },
    kgCo2ePerUnit: round(co2 + ch4 + n2o, 10),
    co2KgCo2ePerUnit: round(co2, 10),
    ch4KgCo2ePerUnit: round(ch4, 10),
    n2oKgCo2ePerUnit: round(n2o, 10),
    source: 'epa-hub-2025',
    publicationYear: 2025,
    dataYear: 2023,
    sourceRowId: `Table 6, US Average: ${co2Lb} lb CO2, ${ch4Lb} lb CH4, ${n2oLb} lb N2O per MWh`,
    gwpBasis: 'AR5',
    estimated: false,
    note: 'Converted from lb/MWh (1 lb = 0.45359237 kg); CO2e with AR5 GWPs 28 (CH4) and 265 (N2O)',
    formula: `(${co2Lb} + ${ch4Lb} × 28 + ${n2oLb} × 265) lb per MWh × 0.45359237 / 1000 = ${round(co2 + ch4 + n2o, 10)} kg CO2e per kWh`,
  };
}
