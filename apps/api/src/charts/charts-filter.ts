import {
  chartsDataQuerySchema,
  emissionLinesQuerySchema,
  type FieldError,
  type Scope2Method,
  type ScopeNumberKey,
} from '@ghg/contracts';
import { parseOrThrow, validationError } from '../shared/api-error.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Bounds that hold every well-formed month, so an open end is still one index range ('YYYY-MM' sorts as text). */
const FIRST_MONTH = '0000-01';
const LAST_MONTH = '9999-12';

/** What charts-data and its drill-down filter on: an inclusive month range and the Scope 2 method. */
export interface ChartsFilter {
  from: string;
  to: string;
  scope2Method: Scope2Method;
}

/** The drill-down narrows the same filter to what was clicked. `item: null` selects lines that name no item. */
export interface LinesFilter extends ChartsFilter {
  scope: string | null;
  category: string | null;
  subCategory: string | null;
  item: string | null | undefined;
  period: string | null;
}

export const SCOPE_NUMBER_KEYS: readonly ScopeNumberKey[] = ['scope1', 'scope2', 'scope3'];
/** Read models store 'scope-1'; the charts' contract keys scopes as 'scope1' (spec §3 "map of scopeN"). */
export const scopeNumberKeyOf = (scope: string): ScopeNumberKey => scope.replace('-', '') as ScopeNumberKey;
export const storedScopeOf = (key: ScopeNumberKey): string => key.replace('scope', 'scope-');

/**
 * GraphQL sends null for arguments left out; the contracts' schemas know only "absent". Empty query-string
 * values (`?dateFrom=`) mean absent too, as a cleared calendar sends them.
 */
export function givenOnly(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object') return {};
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

/** charts-data query → filter, or 400 VALIDATION_ERROR (month 13 is invalid_format, a reversed range invalid_period_range). */
export function chartsFilterOf(input: unknown): ChartsFilter {
  const query = parseOrThrow(chartsDataQuerySchema, givenOnly(input));
  return rangeOf(query.dateFrom, query.dateTo, query.scope2Method, []);
}

/**
 * Drill-down query → filter. An item of '' is never stored (an empty cell names nothing), so `item=''` selects
 * the lines without an item: what a click on the "no item" entry of a table sends.
 */
export function linesFilterOf(input: unknown): LinesFilter {
  const raw = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const wantsNoItem = raw['item'] === '';
  const query = parseOrThrow(emissionLinesQuerySchema, givenOnly(input));
  const errors: FieldError[] = [];
  if (query.period !== undefined && !MONTH.test(query.period))
    errors.push({ path: 'period', code: 'invalid_format' });
  const range = rangeOf(query.dateFrom, query.dateTo, query.scope2Method, errors);
  return {
    ...range,
    scope: query.scope ? storedScopeOf(query.scope) : null,
    category: query.category ?? null,
    subCategory: query.subCategory ?? null,
    item: wantsNoItem ? null : query.item,
    period: query.period ?? null,
  };
}

function rangeOf(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  method: Scope2Method | undefined,
  errors: FieldError[],
): ChartsFilter {
  if (dateFrom !== undefined && !MONTH.test(dateFrom))
    errors.push({ path: 'dateFrom', code: 'invalid_format' });
  if (dateTo !== undefined && !MONTH.test(dateTo)) errors.push({ path: 'dateTo', code: 'invalid_format' });
  if (errors.length === 0 && dateFrom !== undefined && dateTo !== undefined && dateFrom > dateTo)
    errors.push({ path: 'dateTo', code: 'invalid_period_range' });
  if (errors.length > 0) throw validationError(errors);
  return { from: dateFrom ?? FIRST_MONTH, to: dateTo ?? LAST_MONTH, scope2Method: method ?? 'location' };
}

/**
 * SQL of one line's CO2e under the filter's method ($4): Scope 2 lines count their location- or market-based
 * figure (falling back to co2e_kg where the line has no split, e.g. a custom factor), other scopes co2e_kg.
 * The drill-down uses it; read.emission_months (migration 008) sums the same per group, so the lines add up to
 * the figure clicked.
 */
export const CO2E_SQL = `case when scope = 'scope-2'
  then coalesce(case when $4 = 'market' then market_based_kg else location_based_kg end, co2e_kg)
  else co2e_kg end`;
