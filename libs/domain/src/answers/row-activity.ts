import { type ActivityRow } from '../emissions/calculate/rows.js';
import { findSection } from '../emissions/catalogue/sections.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { type TableDefinition } from '../emissions/catalogue/tables.js';
import { type Unit } from '../emissions/units/unit.js';
import { type AnswerRow, type CellValue, customIdOfOption } from './answer-row.js';
import type { AnswersState } from './answers.state.js';

/**
 * What a stored row amounts to for the calculation:
 * - incomplete: required cells are empty (badge 'To complete', not an error: the user is still typing);
 * - invalid: the cells cannot make an activity (a custom factor that no longer exists, an unknown table);
 * - ready: the activity row `calculate` takes.
 */
export type RowAssessment =
  | { readonly status: 'incomplete'; readonly missing: readonly string[] }
  | { readonly status: 'invalid'; readonly detail: string }
  | { readonly status: 'ready'; readonly activity: ActivityRow };

type Cells = AnswerRow['values'];
type Mapper = (cells: Cells, section: SectionKey, sheet: AnswersState) => RowAssessment;

/** Required columns without a value: the first thing that keeps a row from being calculated. */
export function missingRequired(table: TableDefinition, cells: Cells): string[] {
  return table.columns.filter((c) => c.required && isEmpty(cells[c.key])).map((c) => c.key);
}

const isEmpty = (value: CellValue | undefined): boolean =>
  value === undefined || value === null || value === '';
const num = (value: CellValue | undefined): number => (typeof value === 'number' ? value : NaN);
const str = (value: CellValue | undefined): string => (typeof value === 'string' ? value : '');

/** A fuel, refrigerant or provider cell that names one of the sheet's custom factors. */
function customFactorOf(value: CellValue | undefined, sheet: AnswersState) {
  const id = customIdOfOption(value);
  if (id === null) return null;
  const custom = sheet.customFactors.get(id);
  return custom
    ? { name: custom.name, kgCo2ePerUnit: custom.kgCo2ePerUnit, unit: custom.unit as Unit }
    : undefined;
}

/** Fuel tables of vehicles and equipment: a catalogue fuel, or a custom fuel with its own factor. */
const fuelUse: Mapper = (cells, section, sheet) => {
  const custom = customFactorOf(cells['fuelType'], sheet);
  if (custom === undefined) return { status: 'invalid', detail: 'custom fuel not defined' };
  const quantity = num(cells['consumption']);
  const unit = str(cells['unit']) as Unit;
  if (custom) return ready({ section, kind: 'custom-factor', factor: custom, quantity, unit });
  return ready({ section, kind: 'fuel', fuel: str(cells['fuelType']) as never, quantity, unit });
};

const ready = (activity: ActivityRow): RowAssessment => ({ status: 'ready', activity });

/** Table key → how its cells become an activity. Tables not listed here are reported as invalid. */
const MAPPERS: Readonly<Record<string, Mapper>> = {
  'vehicle-fuel': fuelUse,
  'equipment-fuel': fuelUse,
};

export function assessRow(sectionKey: SectionKey, row: AnswerRow, sheet: AnswersState): RowAssessment {
  const table = findSection(sectionKey).tables.find((t) => t.key === row.table);
  if (!table) return { status: 'invalid', detail: `table ${row.table} is not part of ${sectionKey}` };
  const missing = missingRequired(table, row.values);
  if (missing.length > 0) return { status: 'incomplete', missing };
  const mapper = MAPPERS[table.key];
  return mapper
    ? mapper(row.values, sectionKey, sheet)
    : { status: 'invalid', detail: `no mapping for ${table.key}` };
}
