/**
 * Builds the curated factor library 2024.1 from the source files in /work/shared/data/factors
 * (or FACTOR_SOURCES_DIR). Run: npx tsx tools/factors/build-library.ts
 * Only the values the catalogue uses are kept; every value records its source row.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { COUNTRIES } from '../../libs/domain/src/emissions/catalogue/countries.js';
import { type FactorDraft, type Geography } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { FACTOR_SOURCES } from '../../libs/domain/src/emissions/factors/sources.js';
import { electricityFactors } from './electricity-factors.js';
import { checkBlendsAgainstEpa, refrigerantFactors } from './refrigerant-factors.js';
import { DESNZ_UNITS, type DesnzRow, readDesnz } from './desnz-rows.js';
import { factorId, round } from './shared.js';
import { DESNZ_PICKS, HOTEL_COUNTRY_ALIASES, WORLD_PROXIES_FROM_GB } from './desnz-selection.js';
import { DERIVED_ASSUMPTIONS } from './assumptions.js';

const OUTPUT = join(__dirname, '../../libs/domain/src/emissions/factors/library-2024-1.generated.ts');

function desnzFactors(desnz: Map<string, DesnzRow>): FactorDraft[] {
  const factors: FactorDraft[] = [];
  for (const pick of DESNZ_PICKS) {
    for (const id of pick.ids) {
      const row = desnz.get(id);
      if (!row || row.ghg !== 'kg CO2e' || row.value === null) {
        throw new Error(`DESNZ row ${id} (${pick.activity}) missing, not a kg CO2e row, or blank`);
      }
      if (pick.expectPath && row.path !== pick.expectPath) {
        throw new Error(`DESNZ row ${id}: expected "${pick.expectPath}", found "${row.path}"`);
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
    note: `Arithmetic mean of ${members.length} DESNZ "Hotel stay" country values; used for ${usedFor}`,
    formula: `(${members.map((f) => f.kgCo2ePerUnit).join(' + ')}) / ${members.length} = ${mean(members)} kg CO2e per room-night`,
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
