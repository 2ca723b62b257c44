import { type FreightMode } from '../catalogue/enumerations.js';
import { type FuelKey } from '../catalogue/fuels.js';
import { type Device, type Material } from '../catalogue/purchase-enumerations.js';
import { type SectionKey } from '../catalogue/section-keys.js';
import { type Unit } from '../units/unit.js';
import { calculationError, type CalculationError } from './result.js';
import { type ActivityRow } from './rows.js';

const filled = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A goods-transport table row: whichever of its optional columns the user filled. */
export interface GoodsTransportEntry {
  readonly section: SectionKey;
  readonly vehicleType: FreightMode | null;
  readonly goodsMassTonnes: number | null;
  readonly distanceKm: number | null;
  readonly fuelType: FuelKey | null;
  readonly fuelLitres: number | null;
  readonly serviceCostPln: number | null;
  readonly knownFootprintKg: number | null;
}

/**
 * GHG Protocol order of preference for transport: supplier-specific footprint, then fuel-based, then
 * distance-based (tonne.km), then spend-based. The first method with complete data is used.
 */
export function goodsTransportRow(entry: GoodsTransportEntry): ActivityRow | CalculationError {
  const { section } = entry;
  if (filled(entry.knownFootprintKg))
    return { kind: 'known-footprint', section, co2eKg: entry.knownFootprintKg };
  if (entry.fuelType && filled(entry.fuelLitres)) {
    return { kind: 'fuel', section, fuel: entry.fuelType, quantity: entry.fuelLitres, unit: 'litres' };
  }
  if (entry.vehicleType && filled(entry.goodsMassTonnes) && filled(entry.distanceKm)) {
    return {
      kind: 'freight',
      section,
      mode: entry.vehicleType,
      mass: entry.goodsMassTonnes,
      massUnit: 'tonnes',
      distanceKm: entry.distanceKm,
    };
  }
  if (filled(entry.serviceCostPln)) {
    return { kind: 'spend', section, category: 'transport', amount: entry.serviceCostPln, currency: 'PLN' };
  }
  return calculationError('MISSING_DATA', 'footprint, fuel, mass × distance or cost needed');
}

/** A purchase row ("mass or cost in PLN, category, material, number of pieces"). */
export interface PurchaseEntry {
  readonly section: SectionKey;
  readonly category: string;
  readonly material: Material | null;
  readonly mass: number | null;
  readonly massUnit: Unit;
  readonly device: Device | null;
  readonly count: number | null;
  readonly costPln: number | null;
}

/** Physical data beats money: mass × material factor, then pieces × per-piece factor, then spend. */
export function purchaseRow(entry: PurchaseEntry): ActivityRow | CalculationError {
  const { section } = entry;
  if (entry.material && filled(entry.mass)) {
    return {
      kind: 'material',
      section,
      material: entry.material,
      quantity: entry.mass,
      unit: entry.massUnit,
    };
  }
  if (entry.device && filled(entry.count))
    return { kind: 'device', section, device: entry.device, count: entry.count };
  if (filled(entry.costPln)) {
    return { kind: 'spend', section, category: entry.category, amount: entry.costPln, currency: 'PLN' };
  }
  return calculationError('MISSING_DATA', 'mass with material, pieces or cost needed');
}
