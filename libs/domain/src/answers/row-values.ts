import { type ColumnDefinition } from '../emissions/catalogue/columns.js';
import { OPTION_LISTS } from '../emissions/catalogue/option-lists.js';
import { type TableDefinition } from '../emissions/catalogue/tables.js';
import { isUnit } from '../emissions/units/unit.js';
import { type DomainFieldError } from '../shared/domain-error.js';
import { parseYearMonth, compareYearMonth } from '../rules/periods/year-month.js';
import { type CellValue, type CustomFactorDefinition, customIdOfOption } from './answer-row.js';

export const MAX_TEXT_LENGTH = 500;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Option lists whose values may also be one of the organization's custom factors (`custom:<id>`). */
const CUSTOM_KIND_OF_LIST: Readonly<Record<string, CustomFactorDefinition['kind']>> = {
  fuels: 'fuel',
  'transport-fuels': 'fuel',
  refrigerants: 'refrigerant',
  providers: 'provider',
};

/**
 * Checks the values a command writes into a row. A value of the wrong type is refused (the whole command);
 * a missing required value is not: a row may be saved half-filled and shows 'To complete' until it is done.
 */
export function rowValueErrors(
  table: TableDefinition,
  values: Readonly<Record<string, unknown>>,
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): DomainFieldError[] {
  const columns = columnsOf(table);
  const errors: DomainFieldError[] = [];
  for (const [key, value] of Object.entries(values)) {
    const column = columns.get(key);
    const code = column ? cellError(column, value, customFactors) : 'invalid_value';
    if (code) errors.push({ path: `values.${key}`, code });
  }
  return errors;
}

/** Per table its columns by key, built once (an import checks 100,000 rows of one table). */
const COLUMNS = new WeakMap<TableDefinition, ReadonlyMap<string, ColumnDefinition>>();
function columnsOf(table: TableDefinition): ReadonlyMap<string, ColumnDefinition> {
  let columns = COLUMNS.get(table);
  if (!columns) {
    columns = new Map(table.columns.map((c) => [c.key, c]));
    COLUMNS.set(table, columns);
  }
  return columns;
}

/** Per option list the keys it holds. */
const OPTION_KEYS = new Map<string, ReadonlySet<string>>();
function optionKeys(list: keyof typeof OPTION_LISTS): ReadonlySet<string> {
  let keys = OPTION_KEYS.get(list);
  if (!keys) {
    keys = new Set(OPTION_LISTS[list].map((o) => o.key));
    OPTION_KEYS.set(list, keys);
  }
  return keys;
}

function cellError(
  column: ColumnDefinition,
  value: unknown,
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): string | null {
  if (value === null) return null;
  switch (column.valueType) {
    case 'text':
      if (typeof value !== 'string') return 'invalid_format';
      return value.length > MAX_TEXT_LENGTH ? 'too_long' : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : 'invalid_number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : 'invalid_number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'invalid_value';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : 'invalid_format';
    case 'unit':
      return typeof value === 'string' && isUnit(value) && (column.units ?? []).includes(value)
        ? null
        : 'invalid_value';
    case 'option':
      return isKnownOption(column, value, customFactors) ? null : 'invalid_value';
  }
}

function isKnownOption(
  column: ColumnDefinition,
  value: unknown,
  customFactors: ReadonlyMap<string, CustomFactorDefinition>,
): boolean {
  if (typeof value !== 'string' || !column.options) return false;
  const customId = customIdOfOption(value);
  if (customId !== null) {
    const custom = customFactors.get(customId);
    return custom !== undefined && custom.kind === CUSTOM_KIND_OF_LIST[column.options];
  }
  return optionKeys(column.options).has(value);
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A row's month: 'YYYY-MM', a real month, not after the current one. */
export function periodError(period: unknown, currentPeriod: string): string | null {
  if (typeof period !== 'string' || period === '') return 'required';
  const month = parseYearMonth(period);
  if (!month) return 'invalid_format';
  const current = parseYearMonth(currentPeriod);
  return current && compareYearMonth(month, current) > 0 ? 'date_in_future' : null;
}

/** Name, factor and unit all filled (spec §5: custom fuel, provider, refrigerant). */
export function customFactorErrors(custom: {
  name: unknown;
  kgCo2ePerUnit: unknown;
  unit: unknown;
}): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (typeof custom.name !== 'string' || custom.name.trim() === '')
    errors.push({ path: 'custom.name', code: 'required' });
  else if (custom.name.length > 100) errors.push({ path: 'custom.name', code: 'too_long' });
  const factor = custom.kgCo2ePerUnit;
  if (factor === null || factor === undefined || factor === '')
    errors.push({ path: 'custom.kgCo2ePerUnit', code: 'required' });
  else if (typeof factor !== 'number' || !Number.isFinite(factor) || factor < 0)
    errors.push({ path: 'custom.kgCo2ePerUnit', code: 'invalid_number' });
  if (typeof custom.unit !== 'string' || custom.unit === '')
    errors.push({ path: 'custom.unit', code: 'required' });
  else if (!isUnit(custom.unit)) errors.push({ path: 'custom.unit', code: 'invalid_value' });
  return errors;
}

export type { CellValue };
