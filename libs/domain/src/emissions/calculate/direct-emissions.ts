import { type FactorSet } from '../factors/factor-set.js';
import { dimensionOf, isUnit } from '../units/unit.js';
import {
  activityKeys,
  applyFactor,
  quantityTimesFactor,
  invalidQuantity,
  isError,
  isValidQuantity,
  quantityInUnit,
  resolveFactor,
  userRef,
  userResult,
} from './apply-factor.js';
import { calculationError, type CalculationOutcome } from './result.js';
import {
  type CustomFactor,
  type CustomFactorRow,
  type FuelRow,
  type RefrigerantRow,
  type VehicleDistanceRow,
  type WellToTankRow,
} from './rows.js';

const fuelKey = activityKeys('fuel');
const wttFuelKey = activityKeys('wtt.fuel');
const vehicleKey = activityKeys('vehicle');
const refrigerantKey = activityKeys('refrigerant');

/**
 * The fuel's activity key: an energy quantity on the net calorific-value basis has its own factor
 * (`fuel.<key>.net-cv`); gross, the default, and every mass or volume use `fuel.<key>`.
 */
export function fuelActivity(prefix: 'fuel' | 'wtt.fuel', row: FuelRow): string {
  const key = prefix === 'fuel' ? fuelKey(row.fuel) : wttFuelKey(row.fuel);
  const net = row.cvBasis === 'net' && isUnit(row.unit) && dimensionOf(row.unit) === 'energy';
  return net ? `${key}${NET_CV_SUFFIX}` : key;
}

export const NET_CV_SUFFIX = '.net-cv';

/** Fuel-based: quantity burnt × DESNZ factor for that fuel in the entered unit's dimension and CV basis. */
export function calculateFuel(row: FuelRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, fuelActivity('fuel', row), row, 'fuel-based');
}

/** Distance-based: vehicle km × DESNZ per-km factor for the vehicle kind and engine. */
export function calculateVehicleDistance(row: VehicleDistanceRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.distanceKm)) return invalidQuantity('distanceKm', row.distanceKm);
  const resolved = resolveFactor(set, vehicleKey(row.vehicle, row.engine), 'km', null);
  return isError(resolved) ? resolved : applyFactor(resolved, row.distanceKm, 'distance-based');
}

/** Leakage: refilled mass × GWP of the refrigerant (blends mass-weighted from AR5 component GWPs). */
export function calculateRefrigerant(row: RefrigerantRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, refrigerantKey(row.refrigerant), row, 'refrigerant-leakage');
}

export function validateCustomFactor(factor: CustomFactor | null | undefined): string | null {
  if (!factor) return 'factor missing';
  if (typeof factor.name !== 'string' || factor.name.trim() === '') return 'name missing';
  if (!isValidQuantity(factor.kgCo2ePerUnit)) return 'factor missing or negative';
  if (!isUnit(factor.unit)) return 'unit missing';
  return null;
}

/** Custom fuel, refrigerant or provider: quantity × the user's factor; name, factor and unit all required. */
export function calculateCustomFactor(row: CustomFactorRow, set: FactorSet): CalculationOutcome {
  const problem = validateCustomFactor(row.factor);
  if (problem) return calculationError('CUSTOM_FACTOR_INCOMPLETE', problem);
  if (!isValidQuantity(row.quantity)) return invalidQuantity('quantity', row.quantity);
  const quantity = quantityInUnit(row.quantity, row.unit, row.factor.unit);
  if (isError(quantity)) return quantity;
  const ref = userRef(
    set.version,
    `custom:${row.factor.name}`,
    `${row.factor.kgCo2ePerUnit} kg CO2e/${row.factor.unit}`,
  );
  return userResult(quantity * row.factor.kgCo2ePerUnit, 'custom-factor', ref, 'primary');
}

/** Upstream of fuels and energy (Scope 3 category 3): the same activity × a WTT or T&D-loss factor. */
export function calculateWellToTank(row: WellToTankRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, row.activity, row, 'well-to-tank');
}
