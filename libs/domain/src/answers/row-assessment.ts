import { type CalculationErrorCode } from '../emissions/calculate/result.js';
import { type ActivityRow, type CustomFactor } from '../emissions/calculate/rows.js';
import { type SectionKey } from '../emissions/catalogue/section-keys.js';
import { show } from '../emissions/calculate/apply-factor.js';
import { allowedChoices } from '../emissions/catalogue/columns.js';
import { type TableDefinition } from '../emissions/catalogue/tables.js';
import { type Unit } from '../emissions/units/unit.js';
import { type AnswerRow, type CellValue, type CustomFactorKind, customIdOfOption } from './answer-row.js';
import type { AnswersState } from './answers.state.js';

/**
 * What a stored row amounts to for the calculation:
 * - incomplete: required cells are empty (badge 'To complete', not an error: the user is still typing);
 * - invalid: the cells cannot make an activity (a custom factor that no longer exists, an unknown table);
 * - ready: the activity rows `calculate` takes. `activity` is the first of `activities`; a business trip with
 *   hotel nights is two activities (a journey and a stay) because the engine prices them with different factors;
 * - info: a complete row that records something without emissions of its own (a green-energy certificate: it
 *   lowers the market-based figure of the electricity rows instead).
 */
export type RowAssessment =
  | { readonly status: 'incomplete'; readonly missing: readonly string[] }
  | { readonly status: 'invalid'; readonly detail: string; readonly code?: CalculationErrorCode }
  | {
      readonly status: 'ready';
      readonly activity: ActivityRow;
      readonly activities: readonly ActivityRow[];
    }
  | { readonly status: 'info'; readonly detail: string };

export type Cells = AnswerRow['values'];

/** Everything a table mapper may look at besides the cells: the row's month and its sheet (certificates). */
export interface RowContext {
  readonly section: SectionKey;
  readonly row: AnswerRow;
  readonly table: TableDefinition;
  readonly sheet: AnswersState;
}

export type Mapper = (cells: Cells, context: RowContext) => RowAssessment;

/** Required columns without a value: the first thing that keeps a row from being calculated. */
export function missingRequired(table: TableDefinition, cells: Cells): string[] {
  return table.columns.filter((c) => c.required && isEmpty(cells[c.key])).map((c) => c.key);
}

export const isEmpty = (value: CellValue | undefined): boolean =>
  value === undefined || value === null || value === '';
/** Stored cells were type-checked by decide; anything else becomes NaN so the engine reports it, never 0. */
export const num = (value: CellValue | undefined): number => (typeof value === 'number' ? value : NaN);
export const str = (value: CellValue | undefined): string => (typeof value === 'string' ? value : '');
export const optionalNum = (value: CellValue | undefined): number | null =>
  typeof value === 'number' ? value : null;

export const ready = (...activities: [ActivityRow, ...ActivityRow[]]): RowAssessment => ({
  status: 'ready',
  activity: activities[0],
  activities,
});
export const incomplete = (missing: readonly string[]): RowAssessment => ({ status: 'incomplete', missing });
export const invalid = (detail: string, code?: CalculationErrorCode): RowAssessment =>
  code ? { status: 'invalid', detail, code } : { status: 'invalid', detail };

/**
 * A fuel, refrigerant or provider cell naming one of the sheet's custom factors: null when the cell is a
 * catalogue option, undefined when it names a custom factor the sheet does not have (or one of another kind).
 */
export function customFactorOf(
  value: CellValue | undefined,
  kind: CustomFactorKind,
  sheet: AnswersState,
): CustomFactor | null | undefined {
  const id = customIdOfOption(value);
  if (id === null) return null;
  const custom = sheet.customFactors.get(id);
  if (!custom || custom.kind !== kind) return undefined;
  return { name: custom.name, kgCo2ePerUnit: custom.kgCo2ePerUnit, unit: custom.unit as Unit };
}

/** Which error a value outside its allowed choices is, by the column it is in. */
const MISMATCH_CODES: Readonly<Record<string, CalculationErrorCode>> = {
  fuelType: 'FUEL_NOT_FOR_ITEM',
  unit: 'UNIT_NOT_FOR_FUEL',
  cvBasis: 'UNIT_NOT_FOR_FUEL',
  cabinClass: 'CABIN_NOT_FOR_HAUL',
};

/**
 * A value the catalogue does not offer beside the row's other cells (coal for a passenger car, litres of
 * natural gas, first class on a short-haul flight): the row cannot be priced, so it is an error with its reason,
 * never a zero. Custom factors (`custom:<id>`) stand outside the lists and are not checked here.
 */
export function dependencyMismatch(table: TableDefinition, cells: Cells): RowAssessment | null {
  for (const column of table.columns) {
    const value = cells[column.key];
    if (!column.dependsOn || typeof value !== 'string' || value === '') continue;
    if (customIdOfOption(value) !== null) continue;
    if (allowedChoices(column, cells, [value]).length === 0) {
      const on = show(cells[column.dependsOn.column]);
      return invalid(
        `${column.key}=${value} not offered for ${column.dependsOn.column}=${on}`,
        MISMATCH_CODES[column.key] ?? 'FACTOR_NOT_FOUND',
      );
    }
  }
  return null;
}
