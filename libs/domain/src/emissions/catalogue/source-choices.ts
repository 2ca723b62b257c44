import { FACTOR_SET_2024_1 } from '../factors/factor-sets.js';
import { dimensionOf, type Unit } from '../units/unit.js';
import { WASTE_TREATMENT_KEYS, WASTE_TYPE_KEYS, type WasteTreatment } from './enumerations.js';
import { FUEL_KEYS, type FuelKey } from './fuels.js';

/** Mass and energy convert exactly; a volume only in the unit the source gives (m3 of gas is not litres of LPG). */
const CONVERTIBLE = new Set(['mass', 'energy']);

/**
 * The units a fuel may be entered in, among `offered`, from the units the factor source publishes for it:
 * the source's own units and, for mass and energy, any unit of the same dimension.
 */
export function fuelUnits(fuel: FuelKey, offered: readonly Unit[]): Unit[] {
  const published = FACTOR_SET_2024_1.factors.filter((f) => f.activity === `fuel.${fuel}`).map((f) => f.unit);
  return offered.filter((unit) =>
    published.some(
      (p) => p === unit || (dimensionOf(p) === dimensionOf(unit) && CONVERTIBLE.has(dimensionOf(unit))),
    ),
  );
}

export function unitsByFuel(offered: readonly Unit[]): Readonly<Record<string, readonly Unit[]>> {
  return Object.fromEntries(FUEL_KEYS.map((fuel) => [fuel, fuelUnits(fuel, offered)]));
}

/**
 * Fuels whose source publishes energy factors on both calorific-value bases (DESNZ: kWh (Gross CV) and
 * kWh (Net CV)); for the others the one published kWh value is used and the basis cannot be chosen.
 */
export function fuelsWithCvChoice(): FuelKey[] {
  return FUEL_KEYS.filter((fuel) =>
    FACTOR_SET_2024_1.factors.some((f) => f.activity === `fuel.${fuel}.net-cv`),
  );
}

/** The treatments the factor source publishes for each waste type (no recycling of mixed waste, no landfill of oils). */
export function treatmentsByWasteType(): Readonly<Record<string, readonly WasteTreatment[]>> {
  return Object.fromEntries(
    WASTE_TYPE_KEYS.map((type) => [
      type,
      WASTE_TREATMENT_KEYS.filter((t) =>
        FACTOR_SET_2024_1.factors.some((f) => f.activity === `waste.${type}.${t}`),
      ),
    ]),
  );
}
