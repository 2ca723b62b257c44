import { type FactorSet } from '../factors/factor-set.js';
import { dimensionOf, isUnit } from '../units/unit.js';
import { SCOPE_1_SECTION_KEYS, SCOPE_2_SECTION_KEYS, type SectionKey } from '../catalogue/section-keys.js';
import { activityKeys } from './apply-factor.js';
import { fuelActivity } from './direct-emissions.js';
import { type ActivityRow, type WellToTankRow } from './rows.js';

const wttVehicle = activityKeys('wtt.vehicle');

const DIRECT_AND_ENERGY: ReadonlySet<SectionKey> = new Set([
  ...SCOPE_1_SECTION_KEYS,
  ...SCOPE_2_SECTION_KEYS,
]);

/**
 * Scope 3 category 3 rows derived from Scope 1 fuels and Scope 2 energy: extraction, refining and transport of
 * fuels (WTT), upstream of purchased electricity and heat, and their transmission and distribution losses.
 * Custom fuels and supplier-specific energy have no upstream factor and are listed as a limitation.
 */
export interface WellToTankDerivation {
  readonly rows: WellToTankRow[];
  /** Source rows with no upstream factor in the set (custom fuels, some vehicle kinds): a stated gap. */
  readonly uncovered: ActivityRow[];
}

export function deriveWellToTankRows(
  rows: readonly ActivityRow[],
  factorSet: FactorSet,
): WellToTankDerivation {
  const derived: WellToTankRow[] = [];
  const uncovered: ActivityRow[] = [];
  let current: ActivityRow | null = null;
  const add = (
    activity: string,
    quantity: number,
    unit: WellToTankRow['unit'],
    country: string | null,
  ): void => {
    if (!isUnit(unit) || factorSet.resolve(activity, dimensionOf(unit), country) === null) {
      if (current && uncovered[uncovered.length - 1] !== current) uncovered.push(current);
      return;
    }
    derived.push({ kind: 'well-to-tank', section: 'wtt', activity, quantity, unit, country });
  };
  for (const row of rows) {
    current = row;
    if (!DIRECT_AND_ENERGY.has(row.section)) continue;
    switch (row.kind) {
      case 'fuel':
        add(fuelActivity('wtt.fuel', row), row.quantity, row.unit, null);
        break;
      case 'vehicle-distance':
        add(wttVehicle(row.vehicle, row.engine), row.distanceKm, 'km', null);
        break;
      case 'electricity':
        add('wtt.electricity.generation', row.quantity, row.unit, row.country);
        add('wtt.electricity.transmission', row.quantity, row.unit, row.country);
        add('td-losses.electricity', row.quantity, row.unit, row.country);
        break;
      case 'heat':
        add('wtt.heat.generation', row.quantity, row.unit, row.country);
        add('td-losses.heat', row.quantity, row.unit, row.country);
        add('wtt.heat.distribution', row.quantity, row.unit, row.country);
        break;
      case 'custom-factor':
        uncovered.push(row);
        break;
      default:
        break;
    }
  }
  return { rows: derived, uncovered };
}
