import { type FactorSet } from '../factors/factor-set.js';
import { show } from './apply-factor.js';
import {
  calculateCustomFactor,
  calculateFuel,
  calculateRefrigerant,
  calculateVehicleDistance,
  calculateWellToTank,
} from './direct-emissions.js';
import {
  calculateDevice,
  calculateFreight,
  calculateKnownFootprint,
  calculateMaterial,
  calculateOfficeHeating,
  calculateSpend,
  calculateWaste,
  calculateWater,
} from './goods-and-waste.js';
import { calculateElectricity, calculateHeat, calculateRenewableInstallation } from './purchased-energy.js';
import { calculationError, type CalculationOutcome, type Scope2Result } from './result.js';
import { type ActivityRow } from './rows.js';
import { calculateHotel, calculateTravel } from './travel.js';

/**
 * Emissions of one answer row with a factor set. Never returns a silent zero for unusable data: a row that
 * cannot be calculated gives a CalculationError with a code.
 */
export function calculate(row: ActivityRow, factorSet: FactorSet): CalculationOutcome {
  if (typeof row !== 'object' || row === null) return calculationError('UNKNOWN_ROW_KIND', show(row));
  const outcome = dispatch(row, factorSet);
  // Valid inputs can still overflow (1e307 cars): an infinite figure is an error, not a result.
  if (outcome.ok && !(Number.isFinite(outcome.co2eKg) && finiteScope2(outcome.scope2))) {
    return calculationError('INVALID_QUANTITY', 'result out of range');
  }
  return outcome;
}

function finiteScope2(scope2: Scope2Result | null): boolean {
  return (
    scope2 === null || (Number.isFinite(scope2.locationBasedKg) && Number.isFinite(scope2.marketBasedKg))
  );
}

function dispatch(row: ActivityRow, factorSet: FactorSet): CalculationOutcome {
  switch (row.kind) {
    case 'fuel':
      return calculateFuel(row, factorSet);
    case 'vehicle-distance':
      return calculateVehicleDistance(row, factorSet);
    case 'refrigerant':
      return calculateRefrigerant(row, factorSet);
    case 'electricity':
      return calculateElectricity(row, factorSet);
    case 'heat':
      return calculateHeat(row, factorSet);
    case 'renewable-installation':
      return calculateRenewableInstallation(row, factorSet);
    case 'travel':
      return calculateTravel(row, factorSet);
    case 'hotel':
      return calculateHotel(row, factorSet);
    case 'freight':
      return calculateFreight(row, factorSet);
    case 'waste':
      return calculateWaste(row, factorSet);
    case 'material':
      return calculateMaterial(row, factorSet);
    case 'device':
      return calculateDevice(row, factorSet);
    case 'water':
      return calculateWater(row, factorSet);
    case 'office-heating-area':
      return calculateOfficeHeating(row, factorSet);
    case 'spend':
      return calculateSpend(row, factorSet);
    case 'known-footprint':
      return calculateKnownFootprint(row, factorSet);
    case 'custom-factor':
      return calculateCustomFactor(row, factorSet);
    case 'well-to-tank':
      return calculateWellToTank(row, factorSet);
    default:
      return calculationError('UNKNOWN_ROW_KIND', show((row as { kind?: unknown }).kind));
  }
}
