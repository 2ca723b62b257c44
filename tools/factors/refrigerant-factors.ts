import { readFileSync } from 'node:fs';
import { REFRIGERANTS } from '../../libs/domain/src/emissions/catalogue/refrigerants.js';
import { type FactorDraft } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { parseCsv } from './csv.js';
import { factorId, round, sourcePath } from './shared.js';

/** Cross-check: the mass-weighted blends must reproduce EPA Hub Table 12 (AR5) to the published integer. */
export function checkBlendsAgainstEpa(factors: readonly FactorDraft[]): void {
  const rows = parseCsv(readFileSync(sourcePath('epa-hub-2025.csv'), 'utf8'));
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
  const rows = parseCsv(readFileSync(sourcePath('ipcc-gwp-values.csv'), 'utf8')).filter(
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

export function refrigerantFactors(): FactorDraft[] {
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
      formula: `${refrigerant.components.map((p) => `${p.massFraction} × ${gwp.get(p.species)} (${p.species})`).join(' + ')} = ${round(total, 4)} kg CO2e per kg`,
    };
  });
}
