import { fuelActivity } from './direct-emissions.js';
import { isError, isValidQuantity, quantityInUnit, resolveFactor } from './apply-factor.js';
import { certifiedKwhOf } from './purchased-energy.js';
import { type ActivityRow, type FuelRow } from './rows.js';
import { type FuelKey } from '../catalogue/fuels.js';
import { type FactorSet } from '../factors/factor-set.js';
import { dimensionOf, isUnit } from '../units/unit.js';

/** Energy carriers of VSME B3's breakdown: fuels burnt on site, purchased electricity and purchased heat. */
export type EnergyCarrier = 'fuel' | 'electricity' | 'heat';

/**
 * Energy one activity row consumed, in kWh, with the renewable part and how the figure was obtained, so the
 * report can show it beside the number. `basis` names the factor rows a mass or volume was converted with.
 */
export interface EnergyUse {
  readonly carrier: EnergyCarrier;
  readonly kwh: number;
  readonly renewableKwh: number;
  readonly basis: string;
}

/** Why a row that consumed energy has no kWh figure: the report lists these instead of counting them as 0. */
export interface EnergyGap {
  readonly carrier: EnergyCarrier;
  readonly reason: string;
}

/**
 * Fuels of biological origin (DESNZ "Bioenergy"): renewable under VSME B3. Blends sold at the pump ("average
 * biofuel blend") are counted as non-renewable whole: their bio share is not on the invoice, and counting it
 * as fossil errs on the side of not overstating renewables.
 */
const RENEWABLE_FUELS: ReadonlySet<FuelKey> = new Set<FuelKey>([
  'biodiesel',
  'bioethanol',
  'hvo',
  'wood-logs',
  'wood-chips',
  'wood-pellets',
]);

/**
 * kWh in a fuel quantity. An energy quantity is taken as entered (gross unless the row says net). A mass or
 * volume is converted with the ratio of the library's two factors for the same fuel, per the entered unit and
 * per kWh (gross CV): DESNZ derives both from one calorific value, so their ratio is that value.
 */
function fuelKwh(row: FuelRow, set: FactorSet): EnergyUse | EnergyGap {
  const renewableShare = RENEWABLE_FUELS.has(row.fuel) ? 1 : 0;
  if (!isValidQuantity(row.quantity) || !isUnit(row.unit))
    return { carrier: 'fuel', reason: 'quantity invalid' };
  if (dimensionOf(row.unit) === 'energy') {
    const kwh = quantityInUnit(row.quantity, row.unit, 'kWh');
    if (isError(kwh)) return { carrier: 'fuel', reason: kwh.detail };
    const basis = row.cvBasis === 'net' ? 'entered as energy (net CV)' : 'entered as energy (gross CV)';
    return { carrier: 'fuel', kwh, renewableKwh: kwh * renewableShare, basis };
  }
  const activity = fuelActivity('fuel', { ...row, cvBasis: 'gross' });
  const perUnit = resolveFactor(set, activity, row.unit, null);
  const perKwh = resolveFactor(set, activity, 'kWh', null);
  if (isError(perUnit)) return { carrier: 'fuel', reason: perUnit.detail };
  if (isError(perKwh)) return { carrier: 'fuel', reason: `${activity} has no factor per kWh` };
  const quantity = quantityInUnit(row.quantity, row.unit, perUnit.factor.unit);
  if (isError(quantity)) return { carrier: 'fuel', reason: quantity.detail };
  const kwh = (quantity * perUnit.factor.kgCo2ePerUnit) / perKwh.factor.kgCo2ePerUnit;
  return {
    carrier: 'fuel',
    kwh,
    renewableKwh: kwh * renewableShare,
    basis: `${perUnit.factor.id} ÷ ${perKwh.factor.id}`,
  };
}

/**
 * The energy an activity row consumed, or null for rows that are not energy use (travel, purchases, waste…).
 * Purchased electricity and heat count as renewable where certificates cover them (the green-energy answer
 * 'yes'); electricity generated and used on site counts as renewable electricity.
 */
export function energyOfActivity(activity: ActivityRow, set: FactorSet): EnergyUse | EnergyGap | null {
  switch (activity.kind) {
    case 'fuel':
      return fuelKwh(activity, set);
    case 'electricity':
    case 'heat': {
      const carrier = activity.kind;
      if (!isValidQuantity(activity.quantity)) return { carrier, reason: 'quantity invalid' };
      const kwh = quantityInUnit(activity.quantity, activity.unit, 'kWh');
      if (isError(kwh)) return { carrier, reason: kwh.detail };
      const certified = certifiedKwhOf(activity, kwh);
      if (isError(certified)) return { carrier, reason: certified.detail };
      const basis = certified > 0 ? 'metered kWh; certificates for the renewable part' : 'metered kWh';
      return { carrier, kwh, renewableKwh: certified, basis };
    }
    case 'renewable-installation':
      if (!isValidQuantity(activity.kWh)) return { carrier: 'electricity', reason: 'quantity invalid' };
      return {
        carrier: 'electricity',
        kwh: activity.kWh,
        renewableKwh: activity.kWh,
        basis: 'generated on site',
      };
    case 'vehicle-distance':
      return { carrier: 'fuel', reason: 'entered as distance: no fuel quantity' };
    default:
      return null;
  }
}

export function isEnergyGap(value: EnergyUse | EnergyGap): value is EnergyGap {
  return 'reason' in value;
}
