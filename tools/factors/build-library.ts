/**
 * Builds the curated factor library 2024.1 from the source files in /work/shared/data/factors
 * (or FACTOR_SOURCES_DIR). Run: npx tsx tools/factors/build-library.ts
 * Only the values the catalogue uses are kept; every value records its source row.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { COUNTRIES } from '../../libs/domain/src/emissions/catalogue/countries.js';
import { REFRIGERANTS } from '../../libs/domain/src/emissions/catalogue/refrigerants.js';
import { type FactorDraft, type Geography } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { type Unit } from '../../libs/domain/src/emissions/units/unit.js';
import { FACTOR_SOURCES } from '../../libs/domain/src/emissions/factors/sources.js';
import { parseCsv } from './csv.js';
import { DESNZ_PICKS, HOTEL_COUNTRY_ALIASES, WORLD_PROXIES_FROM_GB } from './desnz-selection.js';
import { DERIVED_ASSUMPTIONS } from './assumptions.js';

const SOURCE_DIR = process.env.FACTOR_SOURCES_DIR ?? '/work/shared/data/factors';
const OUTPUT = join(__dirname, '../../libs/domain/src/emissions/factors/library-2024-1.generated.ts');

const DESNZ_UNITS: Readonly<Record<string, Unit>> = {
  tonnes: 'tonnes',
  litres: 'litres',
  'kWh (Net CV)': 'kWh',
  kWh: 'kWh',
  'cubic metres': 'm3',
  GJ: 'GJ',
  kg: 'kg',
  km: 'km',
  'passenger.km': 'passenger.km',
  'tonne.km': 'tonne.km',
  'Room per night': 'room-night',
};

interface DesnzRow {
  readonly id: string;
  readonly path: string;
  readonly uom: string;
  readonly ghg: string;
  readonly value: number | null;
}

function readDesnz(): Map<string, DesnzRow> {
  const rows = parseCsv(readFileSync(join(SOURCE_DIR, 'desnz-2024-factors-by-category.csv'), 'utf8'));
  const header = rows[5];
  if (header?.[1] !== 'ID' || header[10] !== 'GHG Conversion Factor 2024') {
    throw new Error('DESNZ CSV: unexpected header at line 6');
  }
  const byId = new Map<string, DesnzRow>();
  for (const r of rows.slice(6)) {
    const id = r[1];
    if (!id || !/^\d+_\d+_\d+_\d+_\d+$/.test(id)) continue;
    const raw = r[10]?.trim() ?? '';
    byId.set(id, {
      id,
      path: [r[3], r[4], r[5], r[6], r[7]].filter((p) => p).join(' / '),
      uom: r[8] ?? '',
      ghg: r[9] ?? '',
      value: raw === '' ? null : Number(raw),
    });
  }
  return byId;
}

function geographyKey(geography: Geography): string {
  if (geography.level === 'national') return geography.country;
  return geography.level === 'regional' ? geography.region : 'world';
}

function factorId(activity: string, unit: Unit, geography: Geography): string {
  return `${activity}:${unit}:${geographyKey(geography)}`;
}

const round = (value: number, digits = 10): number => Number(value.toFixed(digits));

function desnzFactors(desnz: Map<string, DesnzRow>): FactorDraft[] {
  const factors: FactorDraft[] = [];
  for (const pick of DESNZ_PICKS) {
    for (const id of pick.ids) {
      const row = desnz.get(id);
      if (!row || row.ghg !== 'kg CO2e' || row.value === null) {
        throw new Error(`DESNZ row ${id} (${pick.activity}) missing, not a kg CO2e row, or blank`);
      }
      const unit = DESNZ_UNITS[row.uom];
      if (!unit) throw new Error(`DESNZ row ${id}: unit ${row.uom} not mapped`);
      const gas = (suffix: number, label: string): number | null => {
        const sibling = desnz.get(id.replace(/_1$/, `_${suffix}`));
        return sibling && sibling.ghg === label && sibling.value !== null ? sibling.value : null;
      };
      const geography: Geography = pick.country
        ? { level: 'national', country: pick.country }
        : { level: 'world' };
      factors.push({
        id: factorId(pick.activity, unit, geography),
        activity: pick.activity,
        label: row.path,
        unit,
        geography,
        kgCo2ePerUnit: row.value,
        co2KgCo2ePerUnit: gas(2, 'kg CO2e of CO2 per unit'),
        ch4KgCo2ePerUnit: gas(3, 'kg CO2e of CH4 per unit'),
        n2oKgCo2ePerUnit: gas(4, 'kg CO2e of N2O per unit'),
        source: 'desnz-2024',
        publicationYear: 2024,
        dataYear: 2024,
        sourceRowId: id,
        gwpBasis: 'AR5',
        estimated: pick.estimated ?? false,
        ...(pick.note ? { note: pick.note } : {}),
      });
    }
  }
  for (const activity of WORLD_PROXIES_FROM_GB) {
    const gb = factors.find((f) => f.activity === activity && f.geography.level === 'national');
    if (!gb) throw new Error(`no GB factor for ${activity}`);
    factors.push({
      ...gb,
      id: factorId(activity, gb.unit, { level: 'world' }),
      geography: { level: 'world' },
      estimated: true,
      note: 'UK value (DESNZ) used as a default where no national value is available',
    });
  }
  return factors;
}

function hotelFactors(desnz: Map<string, DesnzRow>): FactorDraft[] {
  const byName = new Map(COUNTRIES.map((c) => [c.label.en, c.code]));
  const national: FactorDraft[] = [];
  for (const row of desnz.values()) {
    if (!row.path.startsWith('Hotel stay / Hotel stay / ') || row.ghg !== 'kg CO2e' || row.value === null)
      continue;
    const name = row.path.replace('Hotel stay / Hotel stay / ', '');
    const code = HOTEL_COUNTRY_ALIASES[name] ?? byName.get(name);
    if (!code || !COUNTRIES.some((c) => c.code === code)) continue;
    const geography: Geography = { level: 'national', country: code };
    national.push({
      id: factorId('hotel.stay', 'room-night', geography),
      activity: 'hotel.stay',
      label: row.path,
      unit: 'room-night',
      geography,
      kgCo2ePerUnit: row.value,
      co2KgCo2ePerUnit: null,
      ch4KgCo2ePerUnit: null,
      n2oKgCo2ePerUnit: null,
      source: 'desnz-2024',
      publicationYear: 2024,
      dataYear: 2024,
      sourceRowId: row.id,
      gwpBasis: 'AR5',
      estimated: false,
    });
  }
  const mean = (values: readonly FactorDraft[]): number =>
    round(values.reduce((sum, f) => sum + f.kgCo2ePerUnit, 0) / values.length, 4);
  const isEu = (f: FactorDraft): boolean => {
    const g = f.geography;
    return g.level === 'national' && (COUNTRIES.find((c) => c.code === g.country)?.eu ?? false);
  };
  const eu = national.filter(isEu);
  const derived = (
    geography: Geography,
    members: readonly FactorDraft[],
    what: string,
    usedFor: string,
  ): FactorDraft => ({
    ...national[0]!,
    id: factorId('hotel.stay', 'room-night', geography),
    label: `Hotel stay, ${what} (mean of DESNZ 2024 country values)`,
    geography,
    kgCo2ePerUnit: mean(members),
    sourceRowId: members.map((f) => f.sourceRowId).join('+'),
    estimated: true,
    note: `Arithmetic mean of ${members.length} DESNZ country values; used for ${usedFor}`,
  });
  return [
    ...national,
    derived(
      { level: 'regional', region: 'EU' },
      eu,
      'EU average',
      'EU countries without a DESNZ value (e.g. Poland)',
    ),
    derived({ level: 'world' }, national, 'world average', 'other countries without a DESNZ value'),
  ];
}

interface EmberEntry {
  readonly country_code: string;
  readonly country_or_region: string;
  readonly year: number;
  readonly emissions_intensity_gco2_per_kwh: number;
}

function electricityFactors(): FactorDraft[] {
  const ember = JSON.parse(
    readFileSync(join(SOURCE_DIR, 'ember-grid-intensity-by-country.json'), 'utf8'),
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
    };
  };
  const kobize: FactorDraft = {
    id: factorId('electricity.grid', 'kWh', { level: 'national', country: 'PL' }),
    activity: 'electricity.grid',
    label:
      'Poland: CO2 emission factor for electricity produced from fuel combustion (KOBiZE, data year 2023)',
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
    note: 'CO2 only, combustion-based; value as quoted in the press in 2025, check against the KOBiZE publication',
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
  const rows = parseCsv(readFileSync(join(SOURCE_DIR, 'epa-hub-2025.csv'), 'utf8'));
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
  };
}

/** Cross-check: the mass-weighted blends must reproduce EPA Hub Table 12 (AR5) to the published integer. */
function checkBlendsAgainstEpa(factors: readonly FactorDraft[]): void {
  const rows = parseCsv(readFileSync(join(SOURCE_DIR, 'epa-hub-2025.csv'), 'utf8'));
  let checked = 0;
  for (const r of rows) {
    const name = r[3] ?? '';
    if (!/^R-\d{3}[A-Z]$/.test(name) || !/^\d+$/.test(r[4] ?? '')) continue;
    const ours = factors.find((f) => f.activity === `refrigerant.${name.toLowerCase()}`);
    if (!ours) continue;
    if (Math.abs(Math.round(ours.kgCo2ePerUnit) - Number(r[4])) > 1) {
      throw new Error(`${name}: computed GWP ${ours.kgCo2ePerUnit} differs from EPA Table 12 value ${r[4]}`);
    }
    checked++;
  }
  if (checked < 3) throw new Error(`EPA Table 12 cross-check matched only ${checked} blends`);
}

function gwpTable(): Map<string, number> {
  const rows = parseCsv(readFileSync(join(SOURCE_DIR, 'ipcc-gwp-values.csv'), 'utf8')).filter(
    (r) => !r[0]?.startsWith('#'),
  );
  const header = rows[0] ?? [];
  const column = header.indexOf('AR5GWP100');
  if (column < 0) throw new Error('IPCC CSV: no AR5GWP100 column');
  const gwp = new Map<string, number>([['CO2', 1]]);
  for (const r of rows.slice(1)) {
    const value = r[column]?.trim();
    if (r[0] && value) gwp.set(r[0], Number(value));
  }
  return gwp;
}

function refrigerantFactors(): FactorDraft[] {
  const gwp = gwpTable();
  return REFRIGERANTS.map((refrigerant) => {
    let total = 0;
    for (const part of refrigerant.components) {
      const value = gwp.get(part.species);
      if (value === undefined) throw new Error(`IPCC CSV: no AR5 GWP for ${part.species}`);
      total += value * part.massFraction;
    }
    const activity = `refrigerant.${refrigerant.key}`;
    return {
      id: factorId(activity, 'kg', { level: 'world' }),
      activity,
      label: `${refrigerant.label.en} (GWP100 AR5, mass-weighted)`,
      unit: 'kg',
      geography: { level: 'world' },
      kgCo2ePerUnit: round(total, 4),
      co2KgCo2ePerUnit: null,
      ch4KgCo2ePerUnit: null,
      n2oKgCo2ePerUnit: null,
      source: 'ipcc-ar5',
      publicationYear: 2013,
      dataYear: 2013,
      sourceRowId: refrigerant.components.map((p) => `${p.massFraction}×${p.species}`).join(' + '),
      gwpBasis: 'AR5',
      estimated: false,
    };
  });
}

async function main(): Promise<void> {
  const desnz = readDesnz();
  const base = [
    ...desnzFactors(desnz),
    ...hotelFactors(desnz),
    ...electricityFactors(),
    ...refrigerantFactors(),
  ];
  checkBlendsAgainstEpa(base);
  const factors = [...base, ...DERIVED_ASSUMPTIONS.map((derive) => derive(base))].map((f) => ({
    ...f,
    licence: FACTOR_SOURCES[f.source].licence,
  }));
  const ids = new Set<string>();
  for (const f of factors) {
    if (ids.has(f.id)) throw new Error(`duplicate factor id ${f.id}`);
    ids.add(f.id);
  }
  const source = [
    '// GENERATED by tools/factors/build-library.ts from the DESNZ 2024, Ember, IPCC AR5 and KOBiZE sources.',
    '// Do not edit by hand: change the selection in tools/factors and run `npx tsx tools/factors/build-library.ts`.',
    '// Electricity values marked source "ember-2025" are © Ember, CC BY-SA 4.0; DESNZ values are OGL v3.0.',
    "import { type EmissionFactor } from './emission-factor.js';",
    '',
    `export const LIBRARY_2024_1: readonly EmissionFactor[] = ${JSON.stringify(factors)};`,
    '',
  ].join('\n');
  const config = (await prettier.resolveConfig(OUTPUT)) ?? {};
  writeFileSync(OUTPUT, await prettier.format(source, { ...config, filepath: OUTPUT }));
  console.log(`wrote ${factors.length} factors to ${OUTPUT}`);
}

void main();
