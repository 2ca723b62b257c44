/**
 * Every factor of the library against the source row it cites, read from the source files themselves
 * (FACTOR_SOURCES_DIR, default ../shared/data/factors beside the checkout): a value copied from one row must equal it in value and
 * unit; a derived value must show its formula and come out of it again from the rows it cites.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LIBRARY_2024_1 } from '../../libs/domain/src/emissions/factors/library-2024-1.generated.js';
import { type EmissionFactor } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { REFRIGERANTS } from '../../libs/domain/src/emissions/catalogue/refrigerants.js';
import { parseCsv } from './csv.js';
import { DESNZ_UNITS, readDesnz } from './desnz-rows.js';
import { SOURCE_DIR, sourcePath } from './shared.js';

const present = existsSync(sourcePath('desnz-2024-factors-by-category.csv'));
if (!present && process.env['CI']) {
  throw new Error(`factor source files not found in ${SOURCE_DIR}: the source-row check must run in CI`);
}
// Outside CI without the source files (they are not committed) the check cannot run; CI always runs it.
const describeWithSources = present ? describe : describe.skip;

const round = (value: number, digits: number): number => Number(value.toFixed(digits));
const byDesnzRow = (f: EmissionFactor): boolean => f.source === 'desnz-2024' && f.formula === undefined;

describeWithSources('every factor against its cited source row', () => {
  const desnz = present ? readDesnz() : new Map();

  it('a DESNZ value taken from one row equals that row: id, "kg CO2e", value and unit', () => {
    const copied = LIBRARY_2024_1.filter(byDesnzRow);
    const mismatches = copied.flatMap((f) => {
      const row = desnz.get(f.sourceRowId);
      if (!row) return [`${f.id}: no row ${f.sourceRowId}`];
      const problems: string[] = [];
      if (row.ghg !== 'kg CO2e') problems.push(`${f.id}: row ${row.id} is ${row.ghg}`);
      if (row.value !== f.kgCo2ePerUnit) problems.push(`${f.id}: ${f.kgCo2ePerUnit} ≠ row ${row.value}`);
      if (DESNZ_UNITS[row.uom] !== f.unit) problems.push(`${f.id}: ${f.unit} ≠ row unit ${row.uom}`);
      return problems;
    });
    expect(mismatches).toEqual([]);
    // The whole DESNZ part of the library, not a sample: only the derived values are left out.
    const derived = LIBRARY_2024_1.filter((f) => f.source === 'desnz-2024' && f.formula !== undefined);
    expect(copied.length + derived.length).toBe(
      LIBRARY_2024_1.filter((f) => f.source === 'desnz-2024').length,
    );
    expect(copied.length).toBeGreaterThan(360);
  });

  it('the gas split of a DESNZ value equals its sibling rows (CO2 _2, CH4 _3, N2O _4)', () => {
    for (const f of LIBRARY_2024_1.filter(byDesnzRow)) {
      const gas = [f.co2KgCo2ePerUnit, f.ch4KgCo2ePerUnit, f.n2oKgCo2ePerUnit];
      gas.forEach((value, i) => {
        if (value === null) return;
        expect({ id: f.id, value }).toEqual({
          id: f.id,
          value: desnz.get(f.sourceRowId.replace(/_1$/, `_${i + 2}`))?.value,
        });
      });
    }
  });

  it('a kWh fuel value cites the calorific-value basis it is named for: gross by default, net for .net-cv', () => {
    for (const f of LIBRARY_2024_1.filter((x) => /^(wtt\.)?fuel\./.test(x.activity) && x.unit === 'kWh')) {
      const uom = desnz.get(f.sourceRowId)?.uom;
      expect({ id: f.id, uom }).toEqual({
        id: f.id,
        uom: f.activity.endsWith('.net-cv') ? 'kWh (Net CV)' : uom === 'kWh' ? 'kWh' : 'kWh (Gross CV)',
      });
    }
  });

  it('a flight value cites the DESNZ air row of its haul, class and radiative forcing', () => {
    const hauls: Record<string, string> = {
      domestic: 'Domestic, to/from UK',
      'short-haul': 'Short-haul, to/from UK',
      'long-haul': 'Long-haul, to/from UK',
      international: 'International, to/from non-UK',
    };
    const flights = LIBRARY_2024_1.filter((f) => f.activity.startsWith('travel.plane.'));
    expect(flights).toHaveLength(28);
    for (const f of flights) {
      const [, , haul, , rf] = f.activity.split('.');
      const path = desnz.get(f.sourceRowId)?.path ?? '';
      expect(path).toContain(`/ ${hauls[haul ?? '']} /`);
      expect(path.endsWith(rf === 'with-rf' ? 'With RF' : 'Without RF')).toBe(true);
    }
  });

  it('every hotel value cites DESNZ "Hotel stay" rows; the EU and world means come out of their rows again', () => {
    for (const f of LIBRARY_2024_1.filter((x) => x.activity === 'hotel.stay')) {
      const rows = f.sourceRowId.split('+').map((id) => desnz.get(id));
      expect(
        rows.every((r) => r?.path.startsWith('Hotel stay / Hotel stay / ') && r.uom === 'Room per night'),
      ).toBe(true);
      const mean = rows.reduce((sum, r) => sum + (r?.value ?? NaN), 0) / rows.length;
      expect(f.kgCo2ePerUnit).toBe(rows.length === 1 ? mean : round(mean, 4));
      if (rows.length > 1) expect(f.formula).toContain(`/ ${rows.length} = ${f.kgCo2ePerUnit}`);
    }
    expect(LIBRARY_2024_1.find((f) => f.id === 'hotel.stay:room-night:EU')?.source).toBe('desnz-2024');
  });

  it('a value derived from one DESNZ row (per piece, per m2) shows the row and comes out of its formula', () => {
    for (const f of LIBRARY_2024_1.filter(
      (x) => x.activity.startsWith('device.') || x.activity.startsWith('office-heating.'),
    )) {
      const [amount, rowId] = f.sourceRowId.split(' × ');
      const row = desnz.get(rowId ?? '');
      const multiplier =
        f.unit === 'pieces' ? Number.parseFloat(amount ?? '') / 1000 : Number.parseFloat(amount ?? '');
      expect(f.kgCo2ePerUnit).toBeCloseTo(multiplier * (row?.value ?? NaN), 6);
      expect(f.formula).toContain(String(row?.value));
    }
  });

  it('Ember values are the g/kWh of the cited entry ÷ 1000', () => {
    const ember = JSON.parse(
      readFileSync(sourcePath('ember-grid-intensity-by-country.json'), 'utf8'),
    ) as Record<string, { emissions_intensity_gco2_per_kwh: number; year: number }>;
    for (const f of LIBRARY_2024_1.filter((x) => x.source === 'ember-2025')) {
      const entry = ember[f.sourceRowId];
      expect(f.kgCo2ePerUnit).toBe(round((entry?.emissions_intensity_gco2_per_kwh ?? NaN) / 1000, 8));
      expect(f.dataYear).toBe(entry?.year);
      expect(f.formula).toContain(`${entry?.emissions_intensity_gco2_per_kwh} g CO2e per kWh / 1000`);
    }
  });

  it('refrigerant GWPs are the IPCC AR5 values of their components, mass-weighted as the formula shows', () => {
    const rows = parseCsv(readFileSync(sourcePath('ipcc-gwp-values.csv'), 'utf8')).filter(
      (r) => !r[0]?.startsWith('#'),
    );
    const column = rows[0]?.indexOf('AR5GWP100') ?? -1;
    const gwp = new Map(rows.slice(1).map((r) => [r[0], Number(r[column])]));
    gwp.set('CO2', 1);
    for (const refrigerant of REFRIGERANTS) {
      const f = LIBRARY_2024_1.find((x) => x.activity === `refrigerant.${refrigerant.key}`);
      const total = refrigerant.components.reduce(
        (sum, p) => sum + p.massFraction * (gwp.get(p.species) ?? NaN),
        0,
      );
      expect({ key: refrigerant.key, value: f?.kgCo2ePerUnit }).toEqual({
        key: refrigerant.key,
        value: round(total, 4),
      });
      expect(f?.formula).toContain(`= ${round(total, 4)}`);
    }
  });

  it('the Polish electricity factor is the KOBiZE combustion series figure the sources README states', () => {
    const readme = readFileSync(sourcePath('README.md'), 'utf8');
    expect(readme).toContain('electricity produced by fuel');
    expect(readme).toContain('743 kg/MWh');
    const pl = LIBRARY_2024_1.find((f) => f.source === 'kobize-2024');
    expect(pl).toMatchObject({ kgCo2ePerUnit: 0.743, unit: 'kWh', dataYear: 2023, publicationYear: 2024 });
    expect(pl?.label).toContain('produced from fuel combustion');
  });

  it('every value that is not one row as published shows its formula', () => {
    const withoutFormula = LIBRARY_2024_1.filter((f) => f.formula === undefined && !byDesnzRow(f)).map(
      (f) => f.id,
    );
    expect(withoutFormula).toEqual([]);
  });
});
