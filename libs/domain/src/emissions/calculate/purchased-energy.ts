import { type FactorRef } from '../factors/factor-ref.js';
import { type FactorSet } from '../factors/factor-set.js';
import { unitScale } from '../units/unit.js';
import {
  applyFactor,
  invalidQuantity,
  isError,
  isValidQuantity,
  show,
  quantityInUnit,
  resolveFactor,
  userRef,
  userResult,
} from './apply-factor.js';
import { validateCustomFactor } from './direct-emissions.js';
import {
  calculationError,
  type CalculationError,
  type CalculationOutcome,
  type EmissionResult,
  type MarketBasis,
} from './result.js';
import {
  type CustomFactor,
  type ElectricityRow,
  type HeatRow,
  type RenewableInstallationRow,
} from './rows.js';

/** kg CO2e per kWh of a supplier's factor given per kWh, MWh or GJ. */
function supplierFactorPerKwh(provider: CustomFactor): number | string {
  const problem = validateCustomFactor(provider);
  if (problem) return problem;
  const scale = unitScale(provider.unit, 'kWh');
  if (typeof scale !== 'number') return `provider unit ${provider.unit} is not an energy unit`;
  return provider.kgCo2ePerUnit / scale;
}

function providerRef(set: FactorSet, provider: CustomFactor): FactorRef {
  return userRef(
    set.version,
    `provider:${provider.name}`,
    `${provider.kgCo2ePerUnit} kg CO2e/${provider.unit}`,
  );
}

/** kWh covered by certificates, capped at consumption; only a 'yes' to the green-energy question counts. */
export function certifiedKwhOf(row: ElectricityRow | HeatRow, kwh: number): number | CalculationError {
  if (row.greenEnergy !== 'yes') return 0;
  if (!isValidQuantity(row.certifiedQuantity ?? NaN))
    return invalidQuantity('certifiedQuantity', row.certifiedQuantity);
  const certified = quantityInUnit(row.certifiedQuantity ?? NaN, row.certifiedUnit ?? 'kWh', 'kWh');
  return isError(certified) ? certified : Math.min(kwh, certified);
}

/**
 * Electricity, reported both ways. Location-based: kWh × grid factor of the country (national → EU → world).
 * Market-based: certified kWh count zero, the rest uses the supplier's factor; without one, and with no residual
 * mix in the library, it falls back to the location-based factor and says so. co2eKg is the location-based figure.
 */
export function calculateElectricity(row: ElectricityRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.quantity)) return invalidQuantity('quantity', row.quantity);
  if (!row.country) return calculationError('COUNTRY_REQUIRED', 'electricity needs a country');
  const kwh = quantityInUnit(row.quantity, row.unit, 'kWh');
  if (isError(kwh)) return kwh;
  const grid = resolveFactor(set, 'electricity.grid', 'kWh', row.country);
  if (isError(grid)) return grid;

  const certifiedKwh = certifiedKwhOf(row, kwh);
  if (isError(certifiedKwh)) return certifiedKwh;
  const uncovered = kwh - certifiedKwh;
  const gridPerKwh = grid.factor.kgCo2ePerUnit;

  let marketBasedKg: number;
  let marketBasis: MarketBasis;
  if (row.provider) {
    const perKwh = supplierFactorPerKwh(row.provider);
    if (typeof perKwh === 'string') return calculationError('CUSTOM_FACTOR_INCOMPLETE', perKwh);
    marketBasedKg = uncovered * perKwh;
    marketBasis = certifiedKwh > 0 ? 'supplier-factor-and-certificates' : 'supplier-factor';
  } else {
    marketBasedKg = uncovered * gridPerKwh;
    marketBasis =
      certifiedKwh === 0
        ? 'location-fallback-no-residual-mix'
        : uncovered > 0
          ? 'certificates-and-location-fallback'
          : 'certificates';
  }
  return applyFactor(grid, kwh, 'location-based', {
    locationBasedKg: kwh * gridPerKwh,
    marketBasedKg,
    marketBasis,
    certifiedKwh,
  });
}

/**
 * Purchased heat. The supplier's factor is the primary figure when given (market-based); otherwise the
 * library default for the country, which for Poland is an estimated proxy (no national default published).
 */
export function calculateHeat(row: HeatRow, set: FactorSet): CalculationOutcome {
  if (!isValidQuantity(row.quantity)) return invalidQuantity('quantity', row.quantity);
  if (!row.country) return calculationError('COUNTRY_REQUIRED', 'heat needs a country');
  const kwh = quantityInUnit(row.quantity, row.unit, 'kWh');
  if (isError(kwh)) return kwh;
  const fallback = resolveFactor(set, 'heat.district', 'kWh', row.country);
  if (isError(fallback)) return fallback;
  const certifiedKwh = certifiedKwhOf(row, kwh);
  if (typeof certifiedKwh !== 'number') return certifiedKwh;
  const uncovered = kwh - certifiedKwh;
  const defaultPerKwh = fallback.factor.kgCo2ePerUnit;
  if (row.provider) {
    const perKwh = supplierFactorPerKwh(row.provider);
    if (typeof perKwh === 'string') return calculationError('CUSTOM_FACTOR_INCOMPLETE', perKwh);
    return userResult(kwh * perKwh, 'heat-supplied', providerRef(set, row.provider), 'primary', {
      locationBasedKg: kwh * defaultPerKwh,
      marketBasedKg: uncovered * perKwh,
      marketBasis: certifiedKwh > 0 ? 'supplier-factor-and-certificates' : 'supplier-factor',
      certifiedKwh,
    });
  }
  return applyFactor(fallback, kwh, 'heat-supplied', {
    locationBasedKg: kwh * defaultPerKwh,
    marketBasedKg: uncovered * defaultPerKwh,
    marketBasis:
      certifiedKwh === 0
        ? 'location-fallback-no-residual-mix'
        : uncovered > 0
          ? 'certificates-and-location-fallback'
          : 'certificates',
    certifiedKwh,
  });
}

/** On-site generation is reported beside the inventory, not subtracted from it: zero emissions, kWh recorded. */
export function calculateRenewableInstallation(
  row: RenewableInstallationRow,
  set: FactorSet,
): CalculationOutcome {
  if (!isValidQuantity(row.kWh)) return invalidQuantity('kWh', row.kWh);
  const result: EmissionResult = {
    ...userResult(
      0,
      'on-site-renewable',
      userRef(set.version, `renewable:${show(row.installation)}`, show(row.name)),
      'primary',
    ),
    renewableKwh: row.kWh,
  };
  return result;
}
