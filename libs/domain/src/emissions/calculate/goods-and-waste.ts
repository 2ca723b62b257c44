import { type FactorSet } from '../factors/factor-set.js';
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
import { type CalculationOutcome } from './result.js';
import {
  type DeviceRow,
  type FreightRow,
  type KnownFootprintRow,
  type MaterialRow,
  type OfficeHeatingRow,
  type SpendRow,
  type WasteRow,
  type WaterRow,
} from './rows.js';

const freightKey = activityKeys('freight');
const wasteKey = activityKeys('waste');
const materialKey = activityKeys('material');
const deviceKey = activityKeys('device');
const waterKey = activityKeys('water');

/** Transport of goods: tonne.km = mass in tonnes × distance. */
export function calculateFreight(row: FreightRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.mass)) return invalidQuantity('mass', row.mass);
  if (!isValidQuantity(row.distanceKm)) return invalidQuantity('distanceKm', row.distanceKm);
  const tonnes = quantityInUnit(row.mass, row.massUnit, 'tonnes');
  if (isError(tonnes)) return tonnes;
  const resolved = resolveFactor(set, freightKey(row.mode), 'tonne.km', null);
  return isError(resolved) ? resolved : applyFactor(resolved, tonnes * row.distanceKm, 'freight-tonne-km');
}

/** Waste: mass (kg, Mg or tonnes) × DESNZ factor for the waste type and treatment. */
export function calculateWaste(row: WasteRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, wasteKey(row.wasteType, row.treatment), row, 'waste-type-specific');
}

/** Purchased materials by mass × DESNZ primary-production factor. */
export function calculateMaterial(row: MaterialRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, materialKey(row.material), row, 'average-data-mass');
}

/** Laptops, smartphones, cars: pieces × estimated per-piece factor. */
export function calculateDevice(row: DeviceRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.count)) return invalidQuantity('count', row.count);
  const resolved = resolveFactor(set, deviceKey(row.device), 'pieces', null);
  return isError(resolved) ? resolved : applyFactor(resolved, row.count, 'per-piece');
}

export function calculateWater(row: WaterRow, set: FactorSet): CalculationOutcome {
  return quantityTimesFactor(set, waterKey(row.service), row, 'water-volume');
}

/** Office heating when only the floor area is known: m2 × months/12 × estimated yearly factor per m2. */
export function calculateOfficeHeating(row: OfficeHeatingRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.areaM2)) return invalidQuantity('areaM2', row.areaM2);
  if (!isValidQuantity(row.months) || row.months > 12) return invalidQuantity('months', row.months);
  const resolved = resolveFactor(set, 'office-heating.area', 'm2', null);
  return isError(resolved) ? resolved : applyFactor(resolved, (row.areaM2 * row.months) / 12, 'floor-area');
}

/** Spend-based screening: PLN ÷ the set's PLN-per-EUR rate × economy-average kg CO2e per EUR. */
export function calculateSpend(row: SpendRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.amount)) return invalidQuantity('amount', row.amount);
  const resolved = resolveFactor(set, 'spend.economy-average', 'EUR', null);
  if (isError(resolved)) return resolved;
  const eur = row.currency === 'PLN' ? row.amount / set.exchangeRate.plnPerEur : row.amount;
  return applyFactor(resolved, eur, 'spend-based');
}

/** Supplier-specific: the footprint the supplier, lessee, franchisee or investee reports. */
export function calculateKnownFootprint(row: KnownFootprintRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.co2eKg)) return invalidQuantity('co2eKg', row.co2eKg);
  return userResult(row.co2eKg, 'supplier-specific', knownFootprintRef(set), 'primary');
}

const KNOWN_REFS = new WeakMap<FactorSet, ReturnType<typeof userRef>>();
function knownFootprintRef(set: FactorSet): ReturnType<typeof userRef> {
  let ref = KNOWN_REFS.get(set);
  if (!ref)
    KNOWN_REFS.set(set, (ref = userRef(set.version, 'supplier:known-footprint', 'reported by supplier')));
  return ref;
}
