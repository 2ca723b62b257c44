import { initialAnswersState } from '../../answers/answers.state.js';
import { type CellValue, type RowValues } from '../../answers/answer-row.js';
import { assessRow } from '../../answers/row-activity.js';
import { sampleRow } from '../../answers/sample-row.test.js';
import { calculate } from '../calculate/calculate.js';
import { FACTOR_SET_2024_1 } from '../factors/factor-sets.js';
import { allowedChoices, type ColumnDefinition } from './columns.js';
import { FUELS_BY_EQUIPMENT, FUELS_BY_VEHICLE } from './fuel-compatibility.js';
import { OPTION_LISTS } from './option-lists.js';
import { SECTIONS } from './sections.js';
import { type TableDefinition } from './tables.js';

const choicesOf = (column: ColumnDefinition, cells: RowValues): string[] => {
  const all =
    column.valueType === 'unit'
      ? (column.units ?? [])
      : column.options
        ? OPTION_LISTS[column.options].map((o) => o.key)
        : [];
  return allowedChoices(column, cells, all);
};

/** Columns that take part in a dependency (the fuels of a vehicle kind, a fuel's units, a haul's cabins). */
function chainOf(table: TableDefinition): ColumnDefinition[] {
  const keys = new Set<string>();
  for (const c of table.columns) {
    if (c.dependsOn) {
      keys.add(c.key);
      keys.add(c.dependsOn.column);
    }
  }
  return table.columns.filter((c) => keys.has(c.key));
}

/** Every combination of the chained columns the catalogue offers, each column's choices given those before it. */
function combinations(chain: readonly ColumnDefinition[], cells: RowValues = {}): RowValues[] {
  const [column, ...rest] = chain;
  if (!column) return [cells];
  const choices = choicesOf(column, cells);
  // An optional column with nothing to offer (no CV basis for wood) stays empty.
  const values: CellValue[] = choices.length === 0 && !column.required ? [null] : choices;
  return values.flatMap((value) =>
    combinations(rest, value === null ? cells : { ...cells, [column.key]: value }),
  );
}

/** Each option or unit outside the chain, one at a time (countries, waste types, modes…). */
function singles(table: TableDefinition): RowValues[] {
  const chained = new Set(chainOf(table).map((c) => c.key));
  return table.columns
    .filter((c) => !chained.has(c.key) && (c.valueType === 'option' || c.valueType === 'unit'))
    .flatMap((c) => choicesOf(c, {}).map((value) => ({ [c.key]: value })));
}

const PAIRS = SECTIONS.flatMap((section) =>
  section.tables.map((table) => [section.key, table.key, table] as const),
);

describe('the catalogue offers only combinations the factor library can price', () => {
  it.each(PAIRS)('%s / %s: every offered combination has a factor', (section, _key, table) => {
    const presets = [...combinations(chainOf(table)), ...singles(table)];
    const failures: string[] = [];
    for (const preset of presets) {
      const assessment = assessRow(section, sampleRow(table, table.columns, preset), initialAnswersState);
      if (assessment.status === 'info') continue;
      if (assessment.status !== 'ready') {
        failures.push(`${JSON.stringify(preset)}: ${assessment.status} ${JSON.stringify(assessment)}`);
        continue;
      }
      for (const activity of assessment.activities) {
        const outcome = calculate(activity, FACTOR_SET_2024_1);
        if (!outcome.ok) failures.push(`${JSON.stringify(preset)}: ${outcome.code} ${outcome.detail}`);
        // Zero only where the source's value is zero (a battery car burns nothing: its electricity is Scope 2),
        // and for on-site renewables, which are reported in kWh beside the footprint, never netted off.
        else if (
          outcome.renewableKwh === null &&
          !(outcome.co2eKg > 0) &&
          FACTOR_SET_2024_1.byId(outcome.factorRef.factorId)?.kgCo2ePerUnit !== 0
        ) {
          failures.push(`${JSON.stringify(preset)}: ${outcome.co2eKg} kg`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(presets.length).toBeGreaterThan(0);
  });

  it('walks the fuel combinations of vehicles and equipment, not just one sample', () => {
    const vehicleFuel = SECTIONS.flatMap((s) => s.tables).find((t) => t.key === 'vehicle-fuel')!;
    const combos = combinations(chainOf(vehicleFuel));
    expect(new Set(combos.map((c) => c['itemType'])).size).toBe(Object.keys(FUELS_BY_VEHICLE).length);
    expect(combos.some((c) => c['fuelType'] === 'lpg' && c['unit'] === 'kWh' && c['cvBasis'] === 'net')).toBe(
      true,
    );
  });

  it('offers no coal or pellets for a passenger car, and no petrol car fuel for a boiler', () => {
    expect(FUELS_BY_VEHICLE['passenger-car']).not.toContain('coal');
    expect(FUELS_BY_VEHICLE['passenger-car']).not.toContain('wood-pellets');
    expect(FUELS_BY_EQUIPMENT.boiler).not.toContain('petrol');
  });

  it('offers a fuel only in the units its source publishes (m3 for natural gas, litres for LPG)', () => {
    const unit = SECTIONS.flatMap((s) => s.tables)
      .find((t) => t.key === 'equipment-fuel')!
      .columns.find((c) => c.key === 'unit')!;
    expect(choicesOf(unit, { fuelType: 'natural-gas' })).toEqual(['tonnes', 'm3', 'kg', 'kWh', 'MWh', 'GJ']);
    expect(choicesOf(unit, { fuelType: 'lpg' })).toEqual(['litres', 'tonnes', 'kg', 'kWh', 'MWh', 'GJ']);
    expect(choicesOf(unit, { fuelType: 'coal' })).toEqual(['tonnes', 'kg', 'kWh', 'MWh', 'GJ']);
  });
});
