import { type FactorRef } from '../factors/factor-ref.js';
import { type FactorSet, type ResolvedFactor } from '../factors/factor-set.js';
import { dimensionOf, isUnit, unitScale, type Unit } from '../units/unit.js';
import {
  calculationError,
  type CalculationError,
  type CalculationMethod,
  type DataQuality,
  type EmissionResult,
  type Scope2Result,
} from './result.js';

/** AR5 GWP100 (IPCC AR5 WG I Table 8.A.1), used to turn each gas's CO2e share back into a gas mass. */
export const AR5_GWP = { CO2: 1, CH4: 28, N2O: 265 } as const;

/** Renders any input value for an error detail without trusting its toString. */
export function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || typeof value !== 'object') {
    return typeof value === 'symbol' || typeof value === 'function' ? typeof value : String(value);
  }
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

export function isValidQuantity(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export function invalidQuantity(field: string, value: unknown): CalculationError {
  return calculationError('INVALID_QUANTITY', `${field}=${show(value)}`);
}

/** Finds the factor for an activity in the row's unit dimension, telling a wrong unit from a missing factor. */
export function resolveFactor(
  factorSet: FactorSet,
  activity: string,
  unit: Unit,
  country: string | null,
): ResolvedFactor | CalculationError {
  if (!isUnit(unit)) return calculationError('UNIT_INCOMPATIBLE', `${show(unit)} is not a unit`);
  const dimension = dimensionOf(unit);
  const resolved = factorSet.resolve(activity, dimension, country);
  if (resolved) return resolved;
  const known = factorSet.factors.filter((f) => f.activity === activity);
  if (known.length > 0) {
    return calculationError(
      'UNIT_INCOMPATIBLE',
      `${show(activity)} has factors per ${[...new Set(known.map((f) => f.unit))].join(', ')}, not ${unit}`,
    );
  }
  // The activity may come from untrusted input: shown, never converted implicitly (an object can refuse that).
  return calculationError('FACTOR_NOT_FOUND', `${show(activity)}${country ? ` (${show(country)})` : ''}`);
}

/** The row quantity expressed in the factor's unit; a unit in another dimension is an error, never a number. */
export function quantityInUnit(quantity: number, from: Unit, to: Unit): number | CalculationError {
  const scale = unitScale(from, to);
  if (typeof scale !== 'number') {
    return calculationError(
      'UNIT_INCOMPATIBLE',
      `${show(from)} (${scale.fromDimension}) → ${show(to)} (${scale.toDimension})`,
    );
  }
  return quantity * scale;
}

/**
 * The common method: a non-negative quantity in the row's unit × the factor found for the activity, after
 * converting the quantity into the factor's unit (a unit of another dimension is an error, never a number).
 */
export function quantityTimesFactor(
  factorSet: FactorSet,
  activity: string,
  row: { quantity: number; unit: Unit; country?: string | null },
  method: CalculationMethod,
): EmissionResult | CalculationError {
  if (!isValidQuantity(row.quantity)) return invalidQuantity('quantity', row.quantity);
  const resolved = resolveFactor(factorSet, activity, row.unit, row.country ?? null);
  if (isError(resolved)) return resolved;
  const quantity = quantityInUnit(row.quantity, row.unit, resolved.factor.unit);
  return isError(quantity) ? quantity : applyFactor(resolved, quantity, method);
}

export function applyFactor(
  resolved: ResolvedFactor,
  quantity: number,
  method: CalculationMethod,
  scope2: Scope2Result | null = null,
): EmissionResult {
  const f = resolved.factor;
  return {
    ok: true,
    co2eKg: quantity * f.kgCo2ePerUnit,
    co2Kg: f.co2KgCo2ePerUnit === null ? null : (quantity * f.co2KgCo2ePerUnit) / AR5_GWP.CO2,
    ch4Kg: f.ch4KgCo2ePerUnit === null ? null : (quantity * f.ch4KgCo2ePerUnit) / AR5_GWP.CH4,
    n2oKg: f.n2oKgCo2ePerUnit === null ? null : (quantity * f.n2oKgCo2ePerUnit) / AR5_GWP.N2O,
    method,
    factorRef: resolved.ref,
    dataQuality: resolved.ref.estimated ? 'estimated' : 'secondary',
    scope2,
    renewableKwh: null,
  };
}

/** A result from the user's own figure or factor (no gas split known). */
export function userResult(
  co2eKg: number,
  method: CalculationMethod,
  ref: FactorRef,
  dataQuality: DataQuality,
  scope2: Scope2Result | null = null,
): EmissionResult {
  return {
    ok: true,
    co2eKg,
    co2Kg: null,
    ch4Kg: null,
    n2oKg: null,
    method,
    factorRef: ref,
    dataQuality,
    scope2,
    renewableKwh: null,
  };
}

export function userRef(factorSetVersion: string, id: string, detail: string): FactorRef {
  return {
    factorId: id,
    factorSetVersion,
    source: 'user',
    publicationYear: null,
    sourceRowId: detail,
    level: 'supplier',
    fallbackFrom: [],
    estimated: false,
  };
}

/** Activity keys composed once per distinct pair, so the hot path does not build strings per row. */
export function activityKeys(prefix: string): (a: string, b?: string) => string {
  const cache = new Map<string, Map<string, string>>();
  const invalid = `${prefix}.<invalid>`;
  return (a, b = '') => {
    if (typeof a !== 'string' || typeof b !== 'string') return invalid;
    let inner = cache.get(a);
    if (!inner) cache.set(a, (inner = new Map()));
    let key = inner.get(b);
    if (key === undefined) inner.set(b, (key = b === '' ? `${prefix}.${a}` : `${prefix}.${a}.${b}`));
    return key;
  };
}

export const isError = (value: unknown): value is CalculationError =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
